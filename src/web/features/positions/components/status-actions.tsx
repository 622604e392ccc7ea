/** The allowed status moves as buttons; closing asks first. Delete only without candidates. */
import { Group, Text } from '#web/components/ui/primitives.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { notify } from '#web/lib/notify.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PositionDetail } from '#shared/contracts/positions.ts';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeletePosition } from '../api/position-delete.ts';
import { useChangePositionStatus } from '../api/position-status.ts';
import { STATUS_ACTIONS, pt } from '../texts.ts';

type Ask = { kind: 'close' } | { kind: 'delete' } | null;

export function StatusActions({ position, base }: { position: PositionDetail; base: string }) {
  const change = useChangePositionStatus();
  const remove = useDeletePosition();
  const navigate = useNavigate();
  const [ask, setAsk] = useState<Ask>(null);

  const move = (status: VacancyStatus) =>
    change.mutate(
      { id: position.id, status },
      {
        onSuccess: () => notify({ message: pt.statusChanged, color: 'green' }),
        onError: (e) => notify({ message: errorMessage(e), color: 'red' }),
        onSettled: () => setAsk(null),
      },
    );
  const del = () =>
    remove.mutate(position.id, {
      onSuccess: () => void navigate(base),
      onError: (e) => notify({ message: errorMessage(e), color: 'red' }),
      onSettled: () => setAsk(null),
    });

  const hasCandidates = position.candidates_count > 0;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {position.status_variants.map((s) => (
          <Button
            key={s}
            variant={s === 'open' ? 'filled' : 'light'}
            color={s === 'close' ? 'red' : undefined}
            loading={change.isPending && change.variables.status === s}
            onClick={() => (s === 'close' ? setAsk({ kind: 'close' }) : move(s))}
          >
            {STATUS_ACTIONS[s]}
          </Button>
        ))}
        {/* Unavailable but still reachable (aria-disabled, not disabled), so that the tooltip can say why. */}
        <Tooltip label={pt.removeBlocked} disabled={!hasCandidates}>
          <Button
            variant="subtle"
            color="red"
            aria-disabled={hasCandidates || undefined}
            onClick={() => !hasCandidates && setAsk({ kind: 'delete' })}
          >
            {pt.remove}
          </Button>
        </Tooltip>
      </Group>
      <Modal
        opened={ask !== null}
        onClose={() => setAsk(null)}
        title={ask?.kind === 'delete' ? pt.removeTitle : pt.closeTitle}
      >
        <Text mb="md">{ask?.kind === 'delete' ? pt.removeText : pt.closeText}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsk(null)}>
            {pt.cancel}
          </Button>
          <Button
            color="red"
            loading={change.isPending || remove.isPending}
            onClick={() => (ask?.kind === 'delete' ? del() : move('close'))}
          >
            {pt.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
