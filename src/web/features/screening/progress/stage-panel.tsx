import { Badge } from '#web/components/plain/badge.tsx';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { showsSlots } from '#shared/domain/meeting-slots.ts';
import type { StageStatus } from '#shared/domain/stages.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { InternshipPanel } from '../stages/internship-panel.tsx';
import { MeetingPanel } from '../stages/meeting-panel.tsx';
import { OfferPanel } from '../stages/offer-panel.tsx';
import { ScreeningPanel } from '../stages/screening-panel.tsx';
import { TestingPanel } from '../stages/testing-panel.tsx';
import { VcvPanel } from '../stages/vcv-panel.tsx';
import { Deadline } from './deadline.tsx';
import { lazyPart } from '#web/components/lazy-part.tsx';

/** Only stages that offer meeting times show it: in a chunk of its own (decision 031). */
const SlotPicker = lazyPart(() => import('#web/components/slots/slot-picker.tsx').then((m) => m.SlotPicker));
import { STAGE_NAMES, participantStageStatus } from '#shared/i18n/ru/statuses.ts';
import { Group, Stack, Text, Title } from '#web/components/plain/plain.tsx';

const BADGE: Partial<Record<StageStatus, string>> = {
  success: 'green',
  denied_final: 'red',
  denied_add: 'red',
  cancel: 'gray',
  expired: 'orange',
  expired_awaiting: 'orange',
  expired_testing: 'orange',
  none: 'gray',
};

/** What the stage's status means for the participant, in one sentence. */
export function stageSummary(stage: ParticipantStage): string | null {
  const t = ruJourney;
  switch (stage.status) {
    case 'none':
      return t.notOpen;
    case 'success':
      return t.passed;
    case 'denied_final':
    case 'denied_add':
      return t.refused;
    case 'expired':
    case 'expired_awaiting':
    case 'expired_testing':
      return t.expired;
    case 'cancel':
      return t.cancelled;
    case 'reserved':
      return t.reserved;
    case 'eval':
      return stage.type === 'SCREENING' ? null : t.inReview;
    case 'awaiting':
      // The screening panel says it: either the recruiter reads the answers, or new ones are due.
      return stage.type === 'SCREENING' ? null : t.whatToDo[stage.type];
    case 'carried_out':
    case 'need_reassign':
      return null; // the meeting panel says it, next to the slot
    default:
      return t.whatToDo[stage.type];
  }
}

/** The picked stage: its name and status, the deadline, what to do or how it ended, and its own panel. */
export function StagePanel({ stage, uid }: { stage: ParticipantStage; uid: string }) {
  const ownsText = stage.type === 'VCV' || stage.type === 'TESTING';
  const summary = ownsText ? null : stageSummary(stage);
  const waiting = stage.status === 'awaiting' || stage.status === 'testing';
  return (
    <Stack gap="sm" data-testid="stage-panel">
      <Group gap="sm">
        <Title order={2} fz="h4">
          {STAGE_NAMES[stage.type]}
        </Title>
        <Badge
          variant="light"
          color={BADGE[stage.status]}
          aria-label={`${ruJourney.status}: ${participantStageStatus(stage.status)}`}
        >
          {participantStageStatus(stage.status)}
        </Badge>
      </Group>
      {waiting && stage.deadline_at && <Deadline at={stage.deadline_at} />}
      {summary && <Text>{summary}</Text>}
      {stage.type === 'SCREENING' && <ScreeningPanel stage={stage} />}
      {stage.type === 'VCV' && <VcvPanel stage={stage} />}
      {stage.type === 'TESTING' && <TestingPanel stage={stage} />}
      {(stage.type === 'ASSESSMENT' ||
        stage.type === 'RECRUITER_INTERVIEW' ||
        stage.type === 'MANAGER_INTERVIEW') && <MeetingPanel stage={stage} uid={uid} />}
      {showsSlots(stage) && <SlotPicker />}
      {stage.type === 'OFFER' && stage.status !== 'none' && <OfferPanel stage={stage} />}
      {stage.type === 'INTERNSHIP_START' && stage.status !== 'none' && <InternshipPanel stage={stage} />}
    </Stack>
  );
}
