import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FileInput } from '#web/components/ui/file-input.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { notify } from '#web/lib/notify.ts';
import { Select } from '#web/components/ui/select.tsx';
import type { StageUpdateInput } from '#shared/contracts/candidate-stages.ts';
import { stageType, type StageStatus } from '#shared/domain/stages.ts';
import { ruCandidateStages } from '#shared/i18n/ru/candidate-stages.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useStageStatuses } from '../api/stage-statuses.ts';
import { useUpdateStage } from '../api/stage-update.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { participantNotice } from './notice-text.ts';
import { stageNameOf, staffStageStatus } from '#shared/i18n/ru/statuses.ts';
import { moscowWallTime } from '#shared/domain/moscow-time.ts';
import { DateTimeInput } from '#web/components/ui/date-time-input.tsx';

const t = ruStaffCandidateCard;
const MEETINGS = ['ASSESSMENT', 'RECRUITER_INTERVIEW', 'MANAGER_INTERVIEW'];

type Stage = { n: number; status: StageStatus; deadline_at: string | null };
const EMPTY = { status: '', at: '', place: '', link: '', file: null as File | null };
type Values = typeof EMPTY;

/** Change one stage's status: only the statuses the server allows, a slot for a meeting, the document on OFFER. */
export function StageStatusControl({ candidateId, stage }: { candidateId: number; stage: Stage }) {
  const statuses = useStageStatuses(stage.n, true);
  const update = useUpdateStage(candidateId);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  // A changed field's error goes with the change.
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const type = stageType(stage.n);
  const status = values.status as StageStatus;
  const needsSlot = MEETINGS.includes(type ?? '') && (status === 'assigned' || status === 'reassigned');
  const isOffer = type === 'OFFER';

  const submit = () => {
    const v = values;
    const input: StageUpdateInput = { status };
    if (needsSlot && v.at) {
      // The wall time is read as Moscow time (UTC+3, no daylight saving).
      input.slot = {
        at: moscowWallTime(v.at),
        ...(v.place ? { place: v.place } : {}),
        ...(v.link ? { link: v.link } : {}),
      };
    }
    update.mutate(
      { n: stage.n, input, file: isOffer ? v.file : null },
      {
        onSuccess: () => {
          setConfirming(false);
          setValues(EMPTY);
          notify({ color: 'green', message: t.saved });
        },
        onError: (e) => {
          setConfirming(false);
          if (!(e instanceof ApiError)) return;
          const errors = e.fieldErrors();
          setErrors({
            status: errors.status ?? (Object.keys(errors).length ? undefined : e.message),
            at: errors['slot.at'] ?? errors.slot,
            link: errors['slot.link'],
          });
        },
      },
    );
  };

  const options = (statuses.data ?? [])
    .filter((s) => s !== stage.status && s !== 'skipped')
    .map((s) => ({ value: s, label: staffStageStatus(s) }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (status) setConfirming(true);
        else setErrors({ status: ruCandidateStages.status });
      }}
    >
      <Stack gap="xs">
        <Select
          label={t.status}
          placeholder={t.statusChange}
          data={options}
          disabled={statuses.isPending}
          error={errors.status ?? (statuses.isError ? t.loadFailed : undefined)}
          value={values.status || null}
          onChange={(v) => set('status', v ?? '')}
        />
        {needsSlot && (
          <>
            <DateTimeInput
              label={t.slotAt}
              required
              value={values.at}
              error={errors.at}
              onChange={(at) => set('at', at)}
            />
            <TextInput
              label={t.slotPlace}
              value={values.place}
              onChange={(e) => set('place', e.currentTarget.value)}
            />
            <TextInput
              type="url"
              label={t.slotLink}
              value={values.link}
              error={errors.link}
              onChange={(e) => set('link', e.currentTarget.value)}
            />
          </>
        )}
        {isOffer && status === 'awaiting' && (
          <FileInput
            label={t.offerDocument}
            accept="application/pdf"
            clearable
            value={values.file}
            onChange={(file) => set('file', file)}
          />
        )}
        <Button type="submit" variant="light" disabled={!status} style={{ alignSelf: 'flex-start' }}>
          {t.statusChange}
        </Button>
      </Stack>
      <ConfirmModal
        opened={confirming}
        busy={update.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={submit}
        lines={
          status
            ? [
                t.statusWill(stageNameOf(stage.n), staffStageStatus(status)),
                participantNotice(stage.n, status, stage.deadline_at),
              ]
            : []
        }
      />
    </form>
  );
}
