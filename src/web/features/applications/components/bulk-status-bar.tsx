/**
 * What the admin does with the selected applications: a new status (asked to confirm first, with
 * what the participants will get), or a message. Refused applications are listed with the reason.
 */
import { Button } from '#web/components/ui/button.tsx';
import { Stack, Text } from '#web/components/ui/primitives.tsx';
import { List, ListItem } from '#web/components/ui/typography.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { notify } from '#web/lib/notify.ts';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import {
  BULK_APPLICATION_STATUSES,
  type ApplicationsStatusesResult,
  type BulkApplicationStatus,
} from '#shared/contracts/applications.ts';
import { BulkBar } from '#web/components/bulk-bar.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useBulkApplicationStatus } from '../api/applications-mutations.ts';
import { staffApplicationStatus } from '#shared/i18n/ru/statuses.ts';
import { at } from '../texts.ts';

const OPTIONS = BULK_APPLICATION_STATUSES.map((s) => ({ value: s, label: staffApplicationStatus(s) }));

type Props = { ids: number[]; onDone: (updated: number[]) => void; onMessage: () => void };

export function BulkStatusBar({ ids, onDone, onMessage }: Props) {
  const [status, setStatus] = useState<BulkApplicationStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ApplicationsStatusesResult | null>(null);
  const change = useBulkApplicationStatus();

  const run = () => {
    if (!status) return;
    change.mutate(
      { ids, status },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setResult(answer);
          if (answer.updated.length) notify({ color: 'green', message: at.bulkDone(answer.updated.length) });
          onDone(answer.updated);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <BulkBar
        label={at.bulkRegion}
        selected={at.selected(ids.length)}
        confirm={{
          opened: confirming,
          title: at.confirmTitle,
          confirmLabel: at.confirm,
          cancelLabel: at.cancel,
          loading: change.isPending,
          onConfirm: run,
          onClose: () => setConfirming(false),
          children: (
            <>
              <Text>{status ? at.confirmText(ids.length, staffApplicationStatus(status)) : ''}</Text>
              {change.isError && <Alert color="red">{errorMessage(change.error)}</Alert>}
            </>
          ),
        }}
      >
        <Select
          label={at.newStatus}
          data={OPTIONS}
          value={status}
          onChange={(v) => setStatus(v as BulkApplicationStatus | null)}
          w={{ base: '100%', xs: 240 }}
          disabled={ids.length === 0}
        />
        <Button onClick={() => setConfirming(true)} disabled={!status || ids.length === 0}>
          {at.changeStatus}
        </Button>
        <Button
          variant="light"
          leftSection={<IconMessage size={16} />}
          onClick={onMessage}
          disabled={ids.length === 0}
        >
          {at.push}
        </Button>
      </BulkBar>
      {result && result.failed.length > 0 && (
        <Alert
          color="orange"
          title={at.bulkFailed(result.failed.length)}
          withCloseButton
          onClose={() => setResult(null)}
          closeButtonLabel={at.cancel}
        >
          <List size="sm">
            {result.failed.map((f) => (
              <ListItem key={f.id}>{at.failedRow(f.id, f.reason)}</ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
