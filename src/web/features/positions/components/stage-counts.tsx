/** A position's candidates by the stage they are at, by the stages' names: «Анкета 3 · Тестирование 1». */

import type { PositionListItem } from '#shared/contracts/positions.ts';
import { Group, Text } from '#web/components/ui/primitives.tsx';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';
import { pt } from '../texts.ts';

export function StageCounts({ item }: { item: PositionListItem }) {
  const counts = new Map(item.by_stage.map((s) => [s.n, s.count]));
  // Only the stages someone is at: a number alone («5: 1») would be a code to decipher.
  const busy = item.pipeline.filter((n) => (counts.get(n) ?? 0) > 0);
  if (busy.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" aria-label={pt.byStage}>
      {busy.map((n) => (
        <Text key={n} span size="xs" px={6} bg="gray.1" style={{ borderRadius: 4, whiteSpace: 'nowrap' }}>
          {stageNameOf(n)} {counts.get(n)}
        </Text>
      ))}
    </Group>
  );
}
