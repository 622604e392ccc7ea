import type { StageStatus } from '#shared/domain/stages.ts';

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
