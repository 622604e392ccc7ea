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
import { icsHref } from '../progress/ics.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { Stack, Text } from '#web/components/ui/primitives.tsx';

const MEETING_MINUTES = 60;

/** ASSESSMENT and the interviews: the slot (Moscow time, place or link) and «Добавить в календарь». */
export function MeetingPanel({ stage, uid }: { stage: ParticipantStage; uid: string }) {
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
  const stageName = STAGE_NAMES[stage.type];
  const upcoming = ['assigned', 'reassigned', 'awaiting'].includes(stage.status);
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
            {/* A link to the file itself (a data: address with `download`): it works before the scripts. */}
            <Button
              component="a"
              variant="light"
              leftSection={<IconCalendarPlus size={18} />}
              download={`jti-${stage.type.toLowerCase()}.ics`}
              href={icsHref(
                {
                  uid: `${uid}-${stage.n}-${at.getTime()}@jti-internship`,
                  start: at,
                  minutes: MEETING_MINUTES,
                  summary: t.icsSummary(stageName),
                  location: slot.place ?? slot.link,
                  url: slot.link,
                  description: slot.note,
                },
                // The file's stamp is the meeting's own, so the server's page and the browser's agree.
                at,
              )}
            >
              {t.addToCalendar}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
