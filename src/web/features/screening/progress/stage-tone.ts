import type { StageStatus } from '#shared/domain/stages.ts';

/** How a stage's status looks in the stage lists: passed, ended the way there, going on, or not yet. */
export type StageTone = 'passed' | 'failed' | 'current' | 'future';

const FAILED: readonly StageStatus[] = ['denied_final', 'denied_add', 'cancel', 'expired', 'expired_awaiting', 'expired_testing'];

export function stageTone(status: StageStatus): StageTone {
  if (status === 'success') return 'passed';
  if (FAILED.includes(status)) return 'failed';
  if (status === 'none' || status === 'skipped') return 'future';
  return 'current';
}
