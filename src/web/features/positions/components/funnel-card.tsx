/** The position's funnel as a table with plain bars (no chart package). */
import { Progress, Table } from '@mantine/core';
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
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c.stage}</Table.Th>
                <Table.Th>{c.reached}</Table.Th>
                <Table.Th>{c.passed}</Table.Th>
                <Table.Th>{c.refused}</Table.Th>
                <Table.Th>{c.conversion}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.data.data.stages.map((s) => (
                <Table.Tr key={s.n}>
                  <Table.Td>
                    {stageNameOf(s.n)}
                    <Progress
                      mt={4}
                      size="sm"
                      value={stats.data.data.candidates ? (s.reached / stats.data.data.candidates) * 100 : 0}
                      aria-hidden
                    />
                  </Table.Td>
                  <Table.Td>{s.reached}</Table.Td>
                  <Table.Td>{s.passed}</Table.Td>
                  <Table.Td>{s.refused}</Table.Td>
                  <Table.Td>{s.conversion === null ? '—' : formatPercent(s.conversion)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
