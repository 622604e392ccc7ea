/** The position's funnel as a table with plain bars (no chart package). */
import { Progress } from '#web/components/ui/progress.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { Text, Title } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePositionStats } from '../api/position-stats.ts';
import { pt } from '../texts.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';
import { formatPercent } from '#shared/i18n/numbers.ts';

export function FunnelCard({ positionId }: { positionId: number }) {
  const stats = usePositionStats(positionId);
  const c = pt.funnelCols;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {pt.funnel}
      </Title>
      {stats.isPending && <Text c="dimmed">…</Text>}
      {stats.isError && <Text c="red">{errorMessage(stats.error)}</Text>}
      {stats.data && (
        <Table aria-label={pt.funnel} minWidth={320}>
          <thead>
            <tr>
              <th>{c.stage}</th>
              <th>{c.reached}</th>
              <th>{c.passed}</th>
              <th>{c.refused}</th>
              <th>{c.conversion}</th>
            </tr>
          </thead>
          <tbody>
            {stats.data.data.stages.map((s) => (
              <tr key={s.n}>
                <td>
                  {stageNameOf(s.n)}
                  <Progress
                    mt={4}
                    size="sm"
                    value={stats.data.data.candidates ? (s.reached / stats.data.data.candidates) * 100 : 0}
                    aria-hidden
                  />
                </td>
                <td>{s.reached}</td>
                <td>{s.passed}</td>
                <td>{s.refused}</td>
                <td>{s.conversion === null ? '—' : formatPercent(s.conversion)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
