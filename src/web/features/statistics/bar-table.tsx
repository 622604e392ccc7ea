/**
 * A bar chart that is also a table: one row per item with its label, a bar under it (decoration,
 * hidden from screen readers) and the number itself, so the figures read the same with or without
 * the picture, and the table narrows to a phone's width.
 */
import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '#shared/i18n/numbers.ts';

export type BarRow = { key: string; label: ReactNode; value: number; extra?: ReactNode[] };

export function BarTable({
  label,
  labelHeader,
  valueHeader,
  extraHeaders = [],
  rows,
  color = 'blue',
}: {
  /** Names the table for screen readers (the card's title). */
  label: string;
  labelHeader: string;
  valueHeader: string;
  extraHeaders?: string[];
  rows: BarRow[];
  color?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Table verticalSpacing={6} fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{labelHeader}</Table.Th>
          <Table.Th ta="right">{valueHeader}</Table.Th>
          {extraHeaders.map((h) => (
            <Table.Th key={h} ta="right">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>
              <Text size="sm">{r.label}</Text>
              <Box
                aria-hidden
                mt={4}
                h={8}
                bg={`${color}.6`}
                style={{ width: `${(r.value / max) * 100}%`, minWidth: r.value > 0 ? 2 : 0, borderRadius: 3 }}
              />
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' }}>
              {formatNumber(r.value)}
            </Table.Td>
            {(r.extra ?? []).map((x, i) => (
              <Table.Td
                key={i}
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' }}
              >
                {x}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
