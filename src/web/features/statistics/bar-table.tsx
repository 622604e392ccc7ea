/**
 * A bar chart that is also a table: one row per item with its label, a bar under it (decoration,
 * hidden from screen readers) and the number itself, so the figures read the same with or without
 * the picture, and the table narrows to a phone's width.
 */
import { Box, Text } from '#web/components/ui/primitives.tsx';
import { Table } from '#web/components/ui/table.tsx';
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
    <Table verticalSpacing={6} aria-label={label}>
      <thead>
        <tr>
          <th>{labelHeader}</th>
          <th data-numeric>{valueHeader}</th>
          {extraHeaders.map((h) => (
            <th key={h} data-numeric>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>
              <Text size="sm">{r.label}</Text>
              <Box
                aria-hidden
                mt={4}
                h={8}
                bg={`${color}.6`}
                style={{ width: `${(r.value / max) * 100}%`, minWidth: r.value > 0 ? 2 : 0, borderRadius: 3 }}
              />
            </td>
            <td data-numeric style={{ verticalAlign: 'top' }}>
              {formatNumber(r.value)}
            </td>
            {(r.extra ?? []).map((x, i) => (
              <td key={i} data-numeric style={{ verticalAlign: 'top' }}>
                {x}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
