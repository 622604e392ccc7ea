/**
 * Mantine's Stepper as plain elements (docs/decisions/044-signup-loads-its-fields-on-demand.md, in the
 * manner of decision 038): the sign-up's three steps render the markup Mantine's horizontal Stepper
 * renders (the step buttons, their icons and texts, the separators, the active step's content) with
 * Mantine's stylesheet and without its runtime (its Transition, Loader and styles API ran while the
 * sign-up hydrated). `stepper.test.tsx` renders both and compares them. One difference: a step's check
 * mark appears at once, where Mantine's pops in over 200 ms.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Stepper.css';
import { Children, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { join, split, type StyleProps } from './plain.tsx';

export type StepProps = { label: ReactNode; description?: ReactNode; children?: ReactNode };

/** One step: its label and hint in the row, its content below while it is the active one. */
function Step(_props: StepProps): null {
  // Drawn by Stepper, which reads its props.
  return null;
}

export type StepperProps = StyleProps & {
  /** The step shown, from 0. */
  active: number;
  /** A click on a step before the active one (later steps cannot be picked: Mantine's `allowNextStepsSelect={false}`). */
  onStepClick?: (step: number) => void;
  /** Extra classes for the step buttons, their texts and hints (Mantine's `classNames`). */
  classNames?: { step?: string; stepBody?: string; stepDescription?: string };
  children: ReactNode;
};

/** Mantine's CheckIcon at 60 % of the step's icon. */
function Check() {
  return (
    <svg
      viewBox="0 0 10 7"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: '60%', height: '60%' }}
      aria-hidden
    >
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Mantine's Transition's style for a mounted «pop»: where the check mark rests. */
const POPPED: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '200ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center center',
  opacity: 1,
  transform: 'scale(1)',
};

const extra = (name: string | undefined) => (name ? ` ${name}` : '');

/** Steps in a row (size `sm`, icons on the left), then the active step's content. */
export function Stepper(props: StepperProps) {
  const { active, onStepClick, classNames = {}, children, ...rest } = props;
  const [, style, names] = split(rest, {
    '--stepper-icon-size': 'var(--stepper-icon-size-sm)',
    '--stepper-fz': 'var(--mantine-font-size-sm)',
    '--stepper-spacing': 'var(--mantine-spacing-sm)',
  });
  const steps = Children.toArray(children).filter(isValidElement) as ReactElement<StepProps>[];
  const row: ReactNode[] = [];
  steps.forEach((step, index) => {
    const state = index === active ? 'progress' : index < active ? 'completed' : 'inactive';
    const clickable = Boolean(onStepClick) && state === 'completed';
    const marks = {
      'data-progress': state === 'progress' || undefined,
      'data-completed': state === 'completed' || undefined,
    };
    const { label, description } = step.props;
    row.push(
      <button
        key={index}
        className={`mantine-focus-auto m_f56b1e2c${extra(classNames.step)} m_cbb57068 mantine-Stepper-step m_87cf2631 mantine-UnstyledButton-root`}
        data-icon-position="left"
        data-allow-click={clickable || undefined}
        data-label-position="right"
        type="button"
        {...marks}
        onClick={() => clickable && onStepClick?.(index)}
        tabIndex={clickable ? 0 : -1}
      >
        <span className="m_818e70b mantine-Stepper-stepWrapper">
          <span className="m_1959ad01 mantine-Stepper-stepIcon" {...marks}>
            {state === 'completed' ? (
              <span className="m_a79331dc mantine-Stepper-stepCompletedIcon" style={POPPED}>
                <Check />
              </span>
            ) : (
              <span className="m_8faaac38 mantine-Stepper-stepIconContent">{index + 1}</span>
            )}
          </span>
        </span>
        <span
          className={`${classNames.stepBody ? `${classNames.stepBody} ` : ''}m_1956aa2a mantine-Stepper-stepBody`}
          data-orientation="horizontal"
          data-icon-position="left"
        >
          <span className="m_12051f6c mantine-Stepper-stepLabel">{label}</span>
          {description && (
            <span
              className={`${classNames.stepDescription ? `${classNames.stepDescription} ` : ''}m_164eea74 mantine-Stepper-stepDescription`}
            >
              {description}
            </span>
          )}
        </span>
      </button>,
    );
    if (index < steps.length - 1)
      row.push(
        <div
          key={`separator-${index}`}
          className="m_2a371ac9 mantine-Stepper-separator"
          data-active={index < active || undefined}
          data-orientation="horizontal"
        />,
      );
  });
  const content = steps[active]?.props.children;
  return (
    <div style={style} className={join('m_cbb4ea7e mantine-Stepper-root', names)} data-size="sm">
      <div
        className="m_aaf89d0b mantine-Stepper-steps"
        data-orientation="horizontal"
        data-icon-position="left"
        data-label-position="right"
        data-wrap="true"
      >
        {row}
      </div>
      {content && <div className="m_78da155d mantine-Stepper-content">{content}</div>}
    </div>
  );
}

Stepper.Step = Step;
