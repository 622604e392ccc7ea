import { Button } from '#web/components/ui/button.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';

const t = ruStaffCandidateCard;

/** Says what a change will do to the candidate before it is made. */
export function ConfirmModal({
  lines,
  opened,
  busy,
  onConfirm,
  onClose,
}: {
  lines: string[];
  opened: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.confirmTitle}>
      <Stack>
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
