/** The period: presets (week, month, quarter, all time) or any range of days, DD.MM.YYYY. */
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { useState } from 'react';
import { ruStatistics } from '#shared/i18n/ru/statistics.ts';
import { PRESETS, presetRange, type PeriodValue, type Preset } from './period.ts';
import { DateRangeInput } from '#web/components/ui/date-input.tsx';

const t = ruStatistics.web;

export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodValue;
  onChange: (v: PeriodValue) => void;
}) {
  // A range half picked (the first click alone is not a period yet); otherwise the period itself.
  const [pending, setPending] = useState<[string | null, string | null] | null>(null);
  const range = pending ?? [value.from, value.to];
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md" wrap="wrap">
        <DateRangeInput
          label={t.period}
          description={t.periodHint}
          value={range}
          placeholder={t.presets.all}
          miw={250}
          onChange={(next) => {
            if (next[0] && next[1]) {
              setPending(null);
              onChange({ preset: null, from: next[0], to: next[1] });
            } else setPending(next);
          }}
        />
        <div style={{ maxWidth: '100%' }}>
          <Text size="sm" fw={500} mb={4} id="statistics-presets">
            {t.presetsLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="statistics-presets"
            size="sm"
            style={{ maxWidth: '100%', overflowX: 'auto' }}
            value={value.preset ?? ''}
            onChange={(p) => {
              setPending(null);
              onChange({ preset: p as Preset, ...presetRange(p as Preset) });
            }}
            data={PRESETS.map((p) => ({ value: p, label: t.presets[p] }))}
          />
        </div>
      </Group>
    </Stack>
  );
}
