import { formatDayWithWeekday } from '#shared/i18n/dates.ts';
import { ruAnswerTime } from '#shared/i18n/ru/answer-time.ts';
import { Text } from '#web/components/ui/primitives.tsx';

/**
 * «Ответим не позже 14.12.2026 (пн).»: the day by which the team answers a participant waiting for
 * it (decision 066), as the API counted it (`answer_by`, a Moscow calendar day `YYYY-MM-DD`).
 */
export function AnswerBy({ day, size }: { day: string | null | undefined; size?: 'sm' }) {
  const shown = formatDayWithWeekday(day ?? '');
  if (!shown) return null;
  return (
    <Text size={size} fw={500} data-testid="answer-by">
      {ruAnswerTime.answerBy(shown)}
    </Text>
  );
}
