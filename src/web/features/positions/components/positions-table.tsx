/** The list as a table on a wide screen and as cards on a phone (no sideways scroll at 375 px). */
import { Table } from '#web/components/ui/table.tsx';
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
    <Table striped highlightOnHover verticalSpacing="sm" aria-label={pt.title} minWidth={800}>
      <thead>
        <tr>
          <SortableTh name="title" label={c.title} sort={sort} onSort={onSort} />
          <SortableTh name="status" label={c.status} sort={sort} onSort={onSort} />
          <th>{c.department}</th>
          <th>{c.city}</th>
          <SortableTh name="candidates" label={c.candidates} sort={sort} onSort={onSort} />
          <SortableTh name="created_at" label={c.created} sort={sort} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {items.map((p) => (
          <tr key={p.id}>
            <td>
              <Anchor component={Link} to={`${base}/${p.id}`}>
                {p.title}
              </Anchor>
            </td>
            <td>
              <PositionStatusBadge status={p.status} />
            </td>
            <td>{department(p.department)}</td>
            <td>{p.city_name ?? '—'}</td>
            <td>
              <Stack gap={4}>
                <Text size="sm">{p.candidates_count}</Text>
                <StageCounts item={p} />
              </Stack>
            </td>
            <td>{formatMoscow(p.created_at, 'DD.MM.YYYY')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
