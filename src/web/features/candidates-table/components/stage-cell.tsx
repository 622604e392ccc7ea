/** A row's current stage with its status badge, and its deadline with the overdue mark. */
import { Badge } from '#web/components/ui/badge.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import type { CandidateTableRow } from '#shared/contracts/candidates-table.ts';
import { ruCandidatesTable } from '#shared/i18n/ru/candidates-table.ts';
import { dayOf, stageStatusBadge } from './labels.ts';
import { staffStageStatus, stageNameOf } from '#shared/i18n/ru/statuses.ts';

const t = ruCandidatesTable.web;

export function StageCell({ stage }: { stage: CandidateTableRow['stage'] }) {
  if (!stage)
    return (
      <Text size="sm" c="dimmed">
        {t.noStage}
      </Text>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{stageNameOf(stage.n)}</Text>
      <Badge variant="light" {...stageStatusBadge(stage.status)}>
        {staffStageStatus(stage.status)}
      </Badge>
    </Stack>
  );
}

export function DeadlineCell({ stage }: { stage: CandidateTableRow['stage'] }) {
  const day = dayOf(stage?.deadline_at ?? null);
  if (!day) return <Text size="sm">{t.empty}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={stage?.overdue ? 'red.9' : undefined}>
        {day}
      </Text>
      {stage?.overdue && (
        <Badge color="red.9" variant="filled" size="sm" style={{ textTransform: 'none' }}>
          {t.overdue}
        </Badge>
      )}
    </Group>
  );
}
