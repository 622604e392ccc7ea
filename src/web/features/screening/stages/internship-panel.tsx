import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruStageDetails } from '#shared/i18n/ru/stage-details.ts';
import { Text } from '#web/components/ui/primitives.tsx';

/** INTERNSHIP_START: the first day, the address and whom to ask, once staff set any of them. */
export function InternshipPanel({ stage }: { stage: ParticipantStage }) {
  const t = ruStageDetails;
  const info = stage.info && 'start_at' in stage.info ? stage.info : null;
  const rows: [string, string | null][] = [
    [t.startAt, info?.start_at ? formatDateTimeMsk(new Date(info.start_at)) : null],
    [t.address, info?.address ?? null],
    [t.contact, info?.contact ?? null],
  ];
  // Nothing set yet: the stage's text says it will come (stage-panel.tsx), not three «Уточняется».
  if (rows.every(([, value]) => value === null)) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text>{value ?? t.notSet}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
