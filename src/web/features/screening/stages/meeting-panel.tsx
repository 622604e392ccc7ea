import { Anchor } from '#web/components/ui/anchor.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { showsSlots } from '#shared/domain/meeting-slots.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruStageDetails } from '#shared/i18n/ru/stage-details.ts';
import { meetingSlotsQuery } from '#web/api/meeting-slots.ts';
import { Stack, Text } from '#web/components/ui/primitives.tsx';

/**
 * ASSESSMENT and the interviews: the slot (Moscow time, place or link) and «Добавить в календарь»,
 * the server's file of the meeting — the very invitation its e-mail carried (decision 070).
 */
export function MeetingPanel({ stage }: { stage: ParticipantStage }) {
  const t = ruStageDetails;
  const slot = stage.slot;
  // Times the position publishes: the slot picker says what to do instead (decision 031); nothing
  // until the page knows which of the two it is.
  const slots = useQuery({ ...meetingSlotsQuery, enabled: showsSlots(stage) });
  if (!slot && (slots.data || slots.isLoading)) return null;
  if (!slot) {
    const text =
      stage.status === 'need_reassign'
        ? t.needReassign
        : stage.status === 'carried_out'
          ? t.carriedOut
          : stage.status === 'awaiting'
            ? t.noSlot
            : null;
    return text ? <Text>{text}</Text> : null;
  }
  const at = new Date(slot.at);
  // A meeting stands in the calendars while its time is set; the server has its file exactly then.
  const upcoming = stage.status === 'assigned' || stage.status === 'reassigned';
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600}>{t.slotTitle}</Text>
        <Text>
          <Text span c="dimmed">
            {t.slotWhen}:{' '}
          </Text>
          {formatDateTimeMsk(at)} {t.mskSuffix}
        </Text>
        {slot.place && (
          <Text>
            <Text span c="dimmed">
              {t.slotWhere}:{' '}
            </Text>
            {slot.place}
          </Text>
        )}
        {slot.link && (
          <Text>
            <Text span c="dimmed">
              {t.slotLink}:{' '}
            </Text>
            <Anchor
              href={slot.link}
              target="_blank"
              rel="noopener noreferrer"
              style={{ overflowWrap: 'anywhere' }}
            >
              {slot.link}
            </Anchor>
          </Text>
        )}
        {slot.note && (
          <Text>
            <Text span c="dimmed">
              {t.slotNote}:{' '}
            </Text>
            {slot.note}
          </Text>
        )}
        {stage.status === 'carried_out' && <Text>{t.carriedOut}</Text>}
        {upcoming && (
          <div>
            {/* A link to the file itself, saved under the server's name for it: it works before the scripts. */}
            <Button
              component="a"
              variant="light"
              leftSection={<IconCalendarPlus size={18} />}
              download
              href={`/api/screening/stage/${stage.n}/meeting.ics`}
            >
              {t.addToCalendar}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
