import { Stepper } from '@mantine/core';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import type { StageStatus } from '#shared/domain/stages.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { STAGE_NAMES, participantStageStatus } from '#shared/i18n/ru/statuses.ts';

const FAILED: readonly StageStatus[] = [
  'denied_final',
  'denied_add',
  'cancel',
  'expired',
  'expired_awaiting',
  'expired_testing',
];

/**
 * The pipeline's stages: vertical on a phone, horizontal on a wider screen. Mantine marks the steps
 * before `active` as completed; a step is only shown as done (a check) when it passed, and in red
 * when it ended the way there.
 */
export function StageStepper({
  stages,
  picked,
  onPick,
}: {
  stages: ParticipantStage[];
  picked: number;
  onPick: (i: number) => void;
}) {
  const mobile = useIsMobile();
  return (
    <Stepper
      active={picked}
      onStepClick={onPick}
      orientation={mobile ? 'vertical' : 'horizontal'}
      size="xs"
      aria-label={ruJourney.stepperLabel}
      styles={{ steps: { flexWrap: 'wrap', rowGap: 12 } }}
    >
      {stages.map((s, i) => (
        <Stepper.Step
          key={s.n}
          label={STAGE_NAMES[s.type]}
          description={participantStageStatus(s.status)}
          aria-current={i === picked ? 'step' : undefined}
          color={FAILED.includes(s.status) ? 'red' : undefined}
          completedIcon={s.status === 'success' ? undefined : <span aria-hidden>{i + 1}</span>}
          data-testid={`step-${s.type}`}
        />
      ))}
    </Stepper>
  );
}
