import { Card } from '#web/components/ui/card.tsx';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { useCandidateHistory } from '../api/candidate-history.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';

const t = ruStaffCandidateCard;

/** Who changed what and when, newest first. */
export function HistorySection({ candidateId }: { candidateId: number }) {
  const history = useCandidateHistory(candidateId);
  const entries = [...(history.data ?? [])].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <Card withBorder component="section" aria-labelledby="history-title" mb="lg">
      <Title order={2} fz="lg" mb="sm" id="history-title">
        {t.history}
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label={t.history} />
      ) : history.isError ? (
        <Alert color="red">{t.loadFailed}</Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t.historyNone}</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((e) => (
            <li key={e.id} data-testid="history-entry">
              <Text size="xs" c="dimmed">
                {formatMoscow(e.at)} · {e.who?.name ?? t.historySystem}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.what}
                {e.n !== null ? ` — ${stageNameOf(e.n)}` : ''}
                {e.before_text !== null || e.after_text !== null
                  ? `: ${e.before_text ?? t.empty} → ${e.after_text ?? t.empty}`
                  : ''}
              </Text>
              {e.note && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {e.note}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
