/**
 * Spec section 4: the picked stage starts at the active stage; the participant may pick any stage,
 * go to the next one, or return to the active one. The picked index lives in the client state
 * (null = follow the active stage, so a stage that moves on is followed).
 */
import { activeStageIndex, type StageStatus } from '#shared/domain/stages.ts';

export function pickedIndex(stages: readonly { status: StageStatus }[], picked: number | null): number {
  if (picked !== null && picked >= 0 && picked < stages.length) return picked;
  return activeStageIndex(stages);
}

export function nextIndex(stages: readonly unknown[], current: number): number | null {
  return current + 1 < stages.length ? current + 1 : null;
}
