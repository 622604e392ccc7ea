/**
 * Registrations and applications over the period: paired columns in SVG (a picture, hidden from
 * screen readers) with the exact numbers in a table under it, folded on request.
 */
import { Button } from '#web/components/ui/button.tsx';
import { Box, Group, Text } from '#web/components/ui/primitives.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { useDisclosure, useElementWidth } from '#web/lib/hooks.ts';
import dayjs from 'dayjs';
import type { Bucket, Statistics } from '#shared/contracts/statistics.ts';
import { ruStatistics } from '#shared/i18n/ru/statistics.ts';
import { formatNumber } from '#shared/i18n/numbers.ts';

const t = ruStatistics.web.timeline;
const REG = 'var(--ui-color-blue-6)';
const APP = 'var(--ui-color-orange-6)';

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
  const { ref, width } = useElementWidth();
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
        <Table aria-label={t.title} maxHeight={320}>
          <thead>
            <tr>
              <th>{t.start[bucket]}</th>
              <th data-numeric>{t.registrations}</th>
              <th data-numeric>{t.applications}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.start}>
                <td>{bucketLabel(p.start, bucket)}</td>
                <td data-numeric>{formatNumber(p.registrations)}</td>
                <td data-numeric>{formatNumber(p.applications)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
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
      <line x1={0} x2={width} y1={H} y2={H} stroke="var(--ui-color-gray-4)" />
      {points.map((p, i) => {
        const x = i * step + (step - 2 * bar) / 2;
        const hr = (p.registrations / max) * (H - 4);
        const ha = (p.applications / max) * (H - 4);
        return (
          <g key={p.start}>
            <rect x={x} y={H - hr} width={bar} height={hr} fill={REG} />
            <rect x={x + bar} y={H - ha} width={bar} height={ha} fill={APP} />
            {i % labelEvery === 0 && i * step + LABEL_ROOM <= width + step / 2 && (
              <text x={i * step + 1} y={H + 14} fontSize={11} fill="var(--ui-color-gray-7)">
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
