import type { ParticipantStage } from '#shared/contracts/screening.ts';

/** The онлайн-тест stage's panel on /progress (being built; replaced in the same change). */
export function TestingPanel({ stage }: { stage: ParticipantStage }) {
  return <div data-stage={stage.n} />;
}
