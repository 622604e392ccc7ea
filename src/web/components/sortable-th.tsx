import { Table } from '@mantine/core';
import { UnstyledButton } from '#web/components/ui/unstyled-button.tsx';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { ruWebTable } from '#shared/i18n/ru/ui/table.ts';
import { Group, Text } from '#web/components/ui/primitives.tsx';

export type TableSort<S extends string = string> = { sort: S; order: 'asc' | 'desc' };

/**
 * A staff table's column header that sorts by its column: a click sorts ascending, a second click on
 * the same column descending; `aria-sort` tells screen readers which column sorts and how.
 */
export function SortableTh<S extends string>({
  name,
  label,
  sort,
  onSort,
}: {
  name: S;
  label: string;
  sort: TableSort<S>;
  onSort: (sort: TableSort<S>) => void;
}) {
  const active = sort.sort === name;
  const Icon = !active ? IconArrowsSort : sort.order === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        aria-label={ruWebTable.sortBy(label)}
        onClick={() => onSort({ sort: name, order: active && sort.order === 'asc' ? 'desc' : 'asc' })}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
