import { Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ru } from '#shared/i18n/ru.ts';

/** SCREENING: the answers and the CV were sent (replacing the CV is the apply feature's). */
export function ScreeningPanel({ stage }: { stage: ParticipantStage }) {
  if (stage.status === 'none' || stage.status === 'awaiting') return null;
  return (
    <Group gap={6}>
      <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
      <Text>{ru.journey.screeningSubmitted}</Text>
    </Group>
  );
}
