import { Stepper } from '#web/components/ui/stepper.tsx';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { stageLabel, stageTone } from './stage-tone.ts';
import classes from './stage-stepper.module.css';

/**
 * The pipeline's stages from 992 px up, in one row (narrower screens get the strip, stage-strip.tsx). The
 * stepper marks the steps before `active` as completed; a step is only shown as done (a check) when it
 * passed, and in red when it ended the way there.
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
  return (
    <div className={classes.wide}>
      <Stepper
        active={picked}
        onStepClick={onPick}
        size="xs"
        aria-label={ruJourney.stepperLabel}
        className={classes.stepper}
        classNames={{
          steps: classes.steps,
          separator: classes.separator,
          step: classes.step,
          stepBody: classes.body,
          stepLabel: classes.label,
        }}
        styles={{ steps: { flexWrap: 'wrap', rowGap: 12 } }}
      >
        {stages.map((s, i) => (
          <Stepper.Step
            key={s.n}
            label={STAGE_NAMES[s.type]}
            description={stageLabel(s)}
            aria-current={i === picked ? 'step' : undefined}
            color={stageTone(s.status) === 'failed' ? 'red' : undefined}
            completedIcon={s.status === 'success' ? undefined : <span aria-hidden>{i + 1}</span>}
            data-testid={`step-${s.type}`}
          />
        ))}
      </Stepper>
    </div>
  );
}
