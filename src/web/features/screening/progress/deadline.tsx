import { IconClock } from '@tabler/icons-react';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { useNow } from '#web/lib/clock.ts';
import { Group, Text } from '#web/components/ui/primitives.tsx';

const HOUR = 3_600_000;

/** The stage's deadline in Moscow time; under 48 hours left, a countdown that ticks every minute. */
export function Deadline({ at }: { at: string }) {
  const t = ruJourney;
  const end = new Date(at);
  const left = end.getTime() - useNow(60_000);
  const soon = left > 0 && left < 48 * HOUR;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconClock size={18} stroke={1.5} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        {t.deadline(formatDateTimeMsk(end))}
        {soon && (
          <Text span c="red.8" fw={600} ml={6} data-testid="countdown">
            {t.countdown(Math.floor(left / HOUR), Math.floor((left % HOUR) / 60_000))}
          </Text>
        )}
      </Text>
    </Group>
  );
}
