import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ru } from '#shared/i18n/ru.ts';
import { CvReplace } from '../apply/cv-replace.tsx';

/** SCREENING: the answers and the CV were sent; while they are evaluated, the CV can be replaced. */
export function ScreeningPanel({ stage }: { stage: ParticipantStage }) {
  if (stage.status === 'none' || stage.status === 'awaiting') return null;
  return (
    <Stack gap="sm" align="flex-start">
      <Group gap={6}>
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
        <Text>{ru.journey.screeningSubmitted}</Text>
      </Group>
      {stage.status === 'eval' && <CvReplace />}
    </Stack>
  );
}
