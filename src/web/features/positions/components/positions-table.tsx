/** The list as a table on a wide screen and as cards on a phone (no sideways scroll at 375 px). */
import { Table } from '@mantine/core';
import { useIsMobile } from '#web/lib/media.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';

import { Link } from 'react-router';
import type { PositionListItem } from '#shared/contracts/positions.ts';
import { DEPARTMENTS } from '#shared/domain/selection-lists.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { pt } from '../texts.ts';
import { StageCounts } from './stage-counts.tsx';
import { PositionStatusBadge } from './status-badge.tsx';
import { SortableTh } from '#web/components/sortable-th.tsx';

type Sort = { sort: string; order: 'asc' | 'desc' };
type Props = { items: PositionListItem[]; base: string; sort: Sort; onSort: (sort: Sort) => void };

const department = (v: number) => DEPARTMENTS.find((d) => d.value === v)?.label ?? '—';

export function PositionsTable({ items, base, sort, onSort }: Props) {
  const phone = useIsMobile();
  if (phone) {
    return (
      <Stack gap="sm" data-testid="positions-cards">
        {items.map((p) => (
          <Card key={p.id} withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Anchor component={Link} to={`${base}/${p.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.title}
                </Anchor>
                <PositionStatusBadge status={p.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {department(p.department)} · {p.city_name ?? pt.noCity}
              </Text>
              <Text size="sm">{pt.candidatesOf(p.candidates_count)}</Text>
              <StageCounts item={p} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  const c = pt.columns;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortableTh name="title" label={c.title} sort={sort} onSort={onSort} />
            <SortableTh name="status" label={c.status} sort={sort} onSort={onSort} />
            <Table.Th>{c.department}</Table.Th>
            <Table.Th>{c.city}</Table.Th>
            <SortableTh name="candidates" label={c.candidates} sort={sort} onSort={onSort} />
            <SortableTh name="created_at" label={c.created} sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={`${base}/${p.id}`}>
                  {p.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <PositionStatusBadge status={p.status} />
              </Table.Td>
              <Table.Td>{department(p.department)}</Table.Td>
              <Table.Td>{p.city_name ?? '—'}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm">{p.candidates_count}</Text>
                  <StageCounts item={p} />
                </Stack>
              </Table.Td>
              <Table.Td>{formatMoscow(p.created_at, 'DD.MM.YYYY')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
