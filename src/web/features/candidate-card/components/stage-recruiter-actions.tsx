import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { NumberInput } from '#web/components/ui/number-input.tsx';
import { Group } from '#web/components/ui/primitives.tsx';
import { notify } from '#web/lib/notify.ts';
import { ruCandidateStages } from '#shared/i18n/ru/candidate-stages.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useExtendDeadline } from '../api/deadline-extend.ts';
import { useMoveStage } from '../api/stage-move.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { participantNotice } from './notice-text.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';

const t = ruStaffCandidateCard;

/**
 * Recruiter and admin only: extend the stage's deadline, move the candidate to this stage (not
 * offered on the stage they are at: there is nowhere to move).
 */
export function StageRecruiterActions({
  candidateId,
  n,
  canExtend,
  canMove,
}: {
  candidateId: number;
  n: number;
  canExtend: boolean;
  canMove: boolean;
}) {
  const extend = useExtendDeadline(candidateId);
  const move = useMoveStage(candidateId);
  const [days, setDays] = useState<number | ''>(3);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [pending, setPending] = useState<'extend' | 'move' | null>(null);
  const done = () => {
    setPending(null);
    notify({ color: 'green', message: t.saved });
  };
  const failed = (e: Error) => {
    setPending(null);
    notify({
      color: 'red',
      message: e instanceof ApiError ? (Object.values(e.fieldErrors())[0] ?? e.message) : e.message,
    });
  };
  const confirm = () => {
    if (pending === 'extend') extend.mutate({ n, days: Number(days) }, { onSuccess: done, onError: failed });
    if (pending === 'move') move.mutate(n, { onSuccess: done, onError: failed });
  };
  const askExtend = () => {
    const d = Number(days);
    if (!Number.isInteger(d) || d < 1 || d > 60) return setDaysError(ruCandidateStages.days);
    setDaysError(null);
    setPending('extend');
  };
  const lines =
    pending === 'extend'
      ? [t.extendWill(stageNameOf(n), Number(days))]
      : pending === 'move'
        ? [t.moveWill(stageNameOf(n)), participantNotice(n, 'awaiting', null)]
        : [];
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      {canExtend && (
        <>
          <NumberInput
            label={t.extendDays}
            min={1}
            max={60}
            w={160}
            value={days}
            onChange={setDays}
            error={daysError}
          />
          <Button variant="default" onClick={askExtend}>
            {t.extend}
          </Button>
        </>
      )}
      {canMove && (
        <Button variant="subtle" onClick={() => setPending('move')}>
          {t.move}
        </Button>
      )}
      <ConfirmModal
        opened={pending !== null}
        busy={extend.isPending || move.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
        lines={lines}
      />
    </Group>
  );
}
