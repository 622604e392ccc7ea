/** A position's candidates by the stage they are at, compact: "Анкета 3 · Тест 1". */
import { Group, Text, Tooltip } from '@mantine/core';
import type { PositionListItem } from '#shared/contracts/positions.ts';
import { pt } from '../texts.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';

export function StageCounts({ item }: { item: PositionListItem }) {
  const counts = new Map(item.by_stage.map((s) => [s.n, s.count]));
  return (
    <Group gap={4} wrap="wrap" aria-label={pt.byStage}>
      {item.pipeline.map((n) => (
        <Tooltip key={n} label={stageNameOf(n)}>
          <Text
            span
            size="xs"
            c={counts.get(n) ? undefined : 'dimmed'}
            px={6}
            bg="gray.1"
            style={{ borderRadius: 4 }}
          >
            {n}: {counts.get(n) ?? 0}
          </Text>
        </Tooltip>
      ))}
    </Group>
  );
}
