import type { ParticipantStage } from '#shared/contracts/screening.ts';
import type { StageStatus } from '#shared/domain/stages.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { participantStageStatus } from '#shared/i18n/ru/statuses.ts';

/** How a stage's status looks in the stage lists: passed, ended the way there, going on, or not yet. */
export type StageTone = 'passed' | 'failed' | 'current' | 'future';

/** A Record, so a new status does not compile until it is given its look. */
const TONE: Record<StageStatus, StageTone> = {
  success: 'passed',
  denied_final: 'failed',
  denied_add: 'failed',
  cancel: 'failed',
  expired: 'failed',
  expired_awaiting: 'failed',
  expired_testing: 'failed',
  none: 'future',
  skipped: 'future',
  awaiting: 'current',
  testing: 'current',
  eval: 'current',
  assigned: 'current',
  carried_out: 'current',
  reserved: 'current',
  need_reassign: 'current',
  reassigned: 'current',
};

export function stageTone(status: StageStatus): StageTone {
  return TONE[status];
}

/** The internship start after the offer, before staff set its date and place: nothing to come to yet. */
export function startPending(stage: ParticipantStage): boolean {
  if (stage.type !== 'INTERNSHIP_START' || stage.status !== 'awaiting') return false;
  const info = stage.info && 'start_at' in stage.info ? stage.info : null;
  return !info?.start_at || !info.address;
}

/** The stage's status as the participant reads it in the stage lists and the panel. */
export function stageLabel(stage: ParticipantStage): string {
  return startPending(stage) ? ruJourney.startPendingLabel : participantStageStatus(stage.status);
}
