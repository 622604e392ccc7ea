/**
 * Registrations and applications over the period: paired columns in SVG (a picture, hidden from
 * screen readers) with the exact numbers in a table under it, folded on request.
 */
import { Box, Button, Group, Table, Text } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import dayjs from 'dayjs';
import type { Bucket, Statistics } from '#shared/contracts/statistics.ts';
import { ruStatistics } from '#shared/i18n/ru/statistics.ts';
import { formatNumber } from '#shared/i18n/numbers.ts';

const t = ruStatistics.web.timeline;
const REG = 'var(--mantine-color-blue-6)';
const APP = 'var(--mantine-color-orange-6)';

export function bucketLabel(start: string, bucket: Bucket): string {
  const d = dayjs(start);
  return bucket === 'month' ? d.format('MM.YYYY') : d.format('DD.MM.YYYY');
}

/** Height of the bars' area and of the date labels under it, in CSS pixels. */
const H = 160;
const LABELS = 20;
/** Room one date label needs («26.11»), so labels never crowd or overlap. */
const LABEL_ROOM = 48;

export function TimelineChart({ data }: { data: Statistics }) {
  const [open, { toggle }] = useDisclosure(false);
  // Drawn in the box's own pixels (no viewBox stretching): bars keep their proportions and the
  // labels their size at every width.
  const { ref, width } = useElementSize();
  const points = data.timeline;
  const bucket = data.period.bucket;
  return (
    <>
      <Group gap="md" mb="xs">
        <Legend color={REG} label={t.registrations} />
        <Legend color={APP} label={t.applications} />
      </Group>
      <Box ref={ref} h={H + LABELS}>
        {width > 0 && <Columns data={data} width={Math.floor(width)} />}
      </Box>
      <Button variant="subtle" size="compact-sm" mt="xs" onClick={toggle} aria-expanded={open}>
        {ruStatistics.web.showTable}
      </Button>
      {open && (
        <Box role="region" aria-label={t.title} tabIndex={0} mah={320} style={{ overflow: 'auto' }}>
          <Table fz="sm" aria-label={t.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.start[bucket]}</Table.Th>
                <Table.Th ta="right">{t.registrations}</Table.Th>
                <Table.Th ta="right">{t.applications}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((p) => (
                <Table.Tr key={p.start}>
                  <Table.Td>{bucketLabel(p.start, bucket)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(p.registrations)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(p.applications)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </>
  );
}

function Columns({ data, width }: { data: Statistics; width: number }) {
  const { timeline: points, period } = data;
  const bucket = period.bucket;
  const max = Math.max(1, ...points.map((p) => Math.max(p.registrations, p.applications)));
  const step = width / Math.max(1, points.length);
  const bar = Math.max(1, Math.min(24, step / 2 - 1));
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM / step));
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={H + LABELS}
      style={{ display: 'block' }}
      data-testid="timeline-chart"
    >
      <line x1={0} x2={width} y1={H} y2={H} stroke="var(--mantine-color-gray-4)" />
      {points.map((p, i) => {
        const x = i * step + (step - 2 * bar) / 2;
        const hr = (p.registrations / max) * (H - 4);
        const ha = (p.applications / max) * (H - 4);
        return (
          <g key={p.start}>
            <rect x={x} y={H - hr} width={bar} height={hr} fill={REG} />
            <rect x={x + bar} y={H - ha} width={bar} height={ha} fill={APP} />
            {i % labelEvery === 0 && i * step + LABEL_ROOM <= width + step / 2 && (
              <text x={i * step + 1} y={H + 14} fontSize={11} fill="var(--mantine-color-gray-7)">
                {bucketLabel(p.start, bucket).slice(0, bucket === 'month' ? 7 : 5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={12} h={12} style={{ background: color, borderRadius: 2 }} aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
