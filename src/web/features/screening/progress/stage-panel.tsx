import { Badge } from '#web/components/ui/badge.tsx';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { isSlotStage, showsSlots } from '#shared/domain/meeting-slots.ts';
import type { StageStatus } from '#shared/domain/stages.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { Deadline } from './deadline.tsx';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { PANEL_MODULES } from './panel-modules.ts';
import { stageLabel, startPending } from './stage-tone.ts';

/**
 * Each stage type's panel in a chunk of its own: a first visit needs only the active stage's (the
 * server draws it and the HTML preloads its chunk: `module`), and the others load once the page is
 * live (`preloadPanels`), so picking another stage draws its panel at once.
 */
const ScreeningPanel = lazyPart(() => import('../stages/screening-panel.tsx').then((m) => m.ScreeningPanel), {
  module: PANEL_MODULES.screening,
});
const VcvPanel = lazyPart(() => import('../stages/vcv-panel.tsx').then((m) => m.VcvPanel), {
  module: PANEL_MODULES.vcv,
});
const TestingPanel = lazyPart(() => import('../stages/testing-panel.tsx').then((m) => m.TestingPanel), {
  module: PANEL_MODULES.testing,
});
const MeetingPanel = lazyPart(() => import('../stages/meeting-panel.tsx').then((m) => m.MeetingPanel), {
  module: PANEL_MODULES.meeting,
});
const OfferPanel = lazyPart(() => import('../stages/offer-panel.tsx').then((m) => m.OfferPanel), {
  module: PANEL_MODULES.offer,
});
const InternshipPanel = lazyPart(
  () => import('../stages/internship-panel.tsx').then((m) => m.InternshipPanel),
  { module: PANEL_MODULES.internship },
);
const PANELS = [ScreeningPanel, VcvPanel, TestingPanel, MeetingPanel, OfferPanel, InternshipPanel];

/** Every stage type's panel, fetched ahead of its first showing. */
export function preloadPanels(): void {
  for (const part of PANELS) part.preload();
}

/** Every stage type's panel, loaded. */
export function panelsReady(): Promise<unknown> {
  return Promise.all(PANELS.map((part) => part.ready()));
}

/** Only stages that offer meeting times show it: in a chunk of its own (decision 031). */
const SlotPicker = lazyPart(() => import('#web/components/slots/slot-picker.tsx').then((m) => m.SlotPicker));
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

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
      if (startPending(stage)) return t.startPending;
      // The screening panel says it (the recruiter reads the answers, or new ones are due); a meeting
      // panel says whether to pick a time or wait for one.
      return stage.type === 'SCREENING' || isSlotStage(stage.n) ? null : t.whatToDo[stage.type];
    case 'carried_out':
    case 'need_reassign':
      return null; // the meeting panel says it, next to the slot
    default:
      return t.whatToDo[stage.type];
  }
}

/** The picked stage: its name and status, the deadline, what to do or how it ended, and its own panel. */
export function StagePanel({ stage }: { stage: ParticipantStage }) {
  const ownsText = stage.type === 'VCV' || stage.type === 'TESTING';
  const summary = ownsText ? null : stageSummary(stage);
  // A running test's end is its own timer's (testing-run.tsx): one countdown, not two.
  const waiting = stage.status === 'awaiting';
  const label = stageLabel(stage);
  return (
    <Stack gap="sm" data-testid="stage-panel">
      <Group gap="sm">
        <Title order={2} fz="h4">
          {STAGE_NAMES[stage.type]}
        </Title>
        <Badge variant="light" color={BADGE[stage.status]} aria-label={`${ruJourney.status}: ${label}`}>
          {label}
        </Badge>
      </Group>
      {waiting && stage.deadline_at && <Deadline at={stage.deadline_at} />}
      {summary && <Text>{summary}</Text>}
      {stage.type === 'SCREENING' && <ScreeningPanel stage={stage} />}
      {stage.type === 'VCV' && <VcvPanel stage={stage} />}
      {stage.type === 'TESTING' && <TestingPanel stage={stage} />}
      {(stage.type === 'ASSESSMENT' ||
        stage.type === 'RECRUITER_INTERVIEW' ||
        stage.type === 'MANAGER_INTERVIEW') && <MeetingPanel stage={stage} />}
      {showsSlots(stage) && <SlotPicker />}
      {stage.type === 'OFFER' && stage.status !== 'none' && <OfferPanel stage={stage} />}
      {stage.type === 'INTERNSHIP_START' && stage.status !== 'none' && <InternshipPanel stage={stage} />}
    </Stack>
  );
}
