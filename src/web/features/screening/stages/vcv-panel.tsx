import type { ParticipantStage } from '#shared/contracts/screening.ts';

/** The видеорезюме stage's panel on /progress (being built; replaced in the same change). */
export function VcvPanel({ stage }: { stage: ParticipantStage }) {
  return <div data-stage={stage.n} />;
}
