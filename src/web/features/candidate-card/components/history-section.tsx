import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { ruWebStageStatuses } from '#shared/i18n/ru/ui/stage-statuses.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { useCandidateHistory } from '../api/candidate-history.ts';
import { stageName } from './notice-text.ts';

const t = ruStaffCandidateCard;

/** Status codes in the history read as the labels staff see elsewhere. */
function valueLabel(action: string, value: string | null): string {
  if (value === null) return t.empty;
  if (action === 'stage_status')
    return ruWebStageStatuses[value as keyof typeof ruWebStageStatuses] ?? value;
  if (action === 'status' || action === 'applied')
    return t.applicationStatuses[value as keyof typeof t.applicationStatuses] ?? value;
  return value;
}

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
                {t.historyActions[e.action] ?? e.action}
                {e.n !== null ? ` — ${stageName(e.n)}` : ''}
                {e.before !== null || e.after !== null
                  ? `: ${valueLabel(e.action, e.before)} → ${valueLabel(e.action, e.after)}`
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
