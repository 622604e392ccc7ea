/**
 * The recruiter's bulk change for the selected rows: pick a stage and one of the statuses its type
 * allows, read what every candidate will be told, confirm. All or nothing on the server.
 */
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Text } from '#web/components/ui/primitives.tsx';
import { List, ListItem } from '#web/components/ui/typography.tsx';
import { notify } from '#web/lib/notify.ts';
import { Select } from '#web/components/ui/select.tsx';
import { STATUSES_BY_STAGE, stageType, type StageStatus } from '#shared/domain/stages.ts';
import { ruCandidatesTable } from '#shared/i18n/ru/candidates-table.ts';
import { BulkBar } from '#web/components/bulk-bar.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useBulkStatus } from '../api/bulk-status.ts';
import { bulkNotice } from './labels.ts';
import { staffStageStatus, stageNameOf } from '#shared/i18n/ru/statuses.ts';

const t = ruCandidatesTable.web.bulk;

type Props = {
  ids: number[];
  /** The stages to offer (the position's pipeline or all eight) and the one to start from. */
  stages: number[];
  initialStage: number | null;
  onClear: () => void;
  onDone: () => void;
};

export function BulkStatusBar({ ids, stages, initialStage, onClear, onDone }: Props) {
  const [stage, setStage] = useState<string | null>(initialStage ? String(initialStage) : null);
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const bulk = useBulkStatus();
  const n = Number(stage);
  const type = stage ? stageType(n) : undefined;
  // `skipped` and `none` belong to the pipeline's set-up, not to a decision about people.
  const statuses = type ? STATUSES_BY_STAGE[type].filter((s) => s !== 'skipped' && s !== 'none') : [];
  const notice = stage && status ? bulkNotice(n, status as StageStatus) : null;

  const apply = () =>
    bulk.mutate(
      { ids, n, status: status as StageStatus },
      {
        onSuccess: ({ updated }) => {
          setConfirming(false);
          notify({ color: 'green', message: updated ? t.done(updated) : t.nothing });
          onDone();
        },
        onError: (e) => {
          setConfirming(false);
          notify({ color: 'red', message: errorMessage(e), timeout: null });
        },
      },
    );

  return (
    <BulkBar
      label={t.region}
      selected={t.selected(ids.length)}
      confirm={{
        opened: confirming,
        title: t.confirmTitle,
        confirmLabel: t.confirm,
        cancelLabel: t.cancel,
        loading: bulk.isPending,
        onConfirm: apply,
        onClose: () => setConfirming(false),
        children: stage && status && (
          <>
            <Text>{t.will(stageNameOf(n), staffStageStatus(status as StageStatus), ids.length)}</Text>
            <List spacing={4} size="sm">
              <ListItem>{notice ? t.notify(notice) : t.noNotify}</ListItem>
              <ListItem>{t.skippedNote}</ListItem>
            </List>
          </>
        ),
      }}
    >
      <Select
        label={t.stage}
        data={stages.map((s) => ({ value: String(s), label: stageNameOf(s) }))}
        value={stage}
        onChange={(v) => {
          setStage(v);
          setStatus(null);
        }}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={t.status}
        data={statuses.map((s) => ({ value: s, label: staffStageStatus(s) }))}
        value={status}
        onChange={setStatus}
        disabled={!stage}
        w={{ base: '100%', xs: 220 }}
      />
      <Button disabled={!stage || !status} onClick={() => setConfirming(true)}>
        {t.apply}
      </Button>
      <Button variant="subtle" color="gray" onClick={onClear}>
        {t.clear}
      </Button>
    </BulkBar>
  );
}
