/**
 * A row of steps (docs/decisions/064): the progress page's stages and the sign-up's three steps. Each
 * step is a button with its number in a circle, its label and description beside it; the steps
 * before `active` are done (a check in a filled circle, or the `completedIcon` the page gives), the
 * active one is circled and marked `aria-current="step"`, and a line between two steps fills once
 * the first is done. `onStepClick` makes the steps buttons to pick (with `allowNextStepsSelect`
 * false, only the done ones); without it they are out of the tab order. The active step's children
 * show below the row. Our own markup, styled by stepper.module.css; horizontal only, as the app
 * uses it.
 */
import {
  Children,
  isValidElement,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { join, split, type StyleProps, type Token } from './primitives.tsx';
import classes from './stepper.module.css';

export type StepperStepProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'onClick' | 'type'> & {
  label?: ReactNode;
  description?: ReactNode;
  /** A theme colour's name (`red`) or with its shade (`red.6`): the step's when in progress or done. */
  color?: string;
  /** What a done step shows instead of the check. */
  completedIcon?: ReactNode;
  /** What the stepper shows below its row while this step is the active one. */
  children?: ReactNode;
};

export type StepperProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> &
  StyleProps & {
    /** The step in progress: the ones before it are done. */
    active: number;
    onStepClick?: (step: number) => void;
    /** False: only the done steps can be picked (true by default). */
    allowNextStepsSelect?: boolean;
    size?: Token;
    /** The row of steps' own style. */
    styles?: { steps?: CSSProperties };
    /** Extra classes for the row, the lines between steps, the step buttons, their texts and hints. */
    classNames?: {
      steps?: string;
      separator?: string;
      step?: string;
      stepBody?: string;
      stepLabel?: string;
      stepDescription?: string;
    };
    children: ReactNode;
  };

type State = 'progress' | 'completed' | 'inactive';

/** A step of the stepper: only read by `Stepper`, which draws it. */
function StepperStep(_: StepperStepProps): null {
  return null;
}

/** A theme colour's CSS variable, by its name with or without a shade. */
const themeColor = (color: string) => {
  const [name, shade] = color.split('.');
  return shade === undefined ? `var(--ui-color-${name}-filled)` : `var(--ui-color-${name}-${shade})`;
};

const withClass = (base: string | undefined, extra: string | undefined) =>
  extra ? `${base ?? ''} ${extra}` : (base ?? '');

/** The stages in a row, each a button picking it; the ones before `active` drawn as done. */
export function Stepper(props: StepperProps) {
  const {
    active,
    onStepClick,
    allowNextStepsSelect = true,
    size,
    styles,
    classNames = {},
    children,
    ...rest
  } = props;
  const steps = Children.toArray(children).filter(
    (child): child is ReactElement<StepperStepProps> => isValidElement(child) && child.type === StepperStep,
  );
  const [others, style, names] = split(rest, {
    '--stepper-icon-size': size && `var(--stepper-icon-size-${size})`,
    '--stepper-fz': size && `var(--ui-font-size-${size})`,
    '--stepper-spacing': size && `var(--ui-spacing-${size})`,
  });
  const items: ReactNode[] = [];
  steps.forEach((step, index) => {
    const state: State = active === index ? 'progress' : active > index ? 'completed' : 'inactive';
    const clickable = onStepClick !== undefined && (allowNextStepsSelect || index < active);
    const { children: _content, ...stepProps } = step.props;
    items.push(
      <Step
        key={index}
        aria-current={state === 'progress' ? 'step' : undefined}
        {...stepProps}
        classNames={classNames}
        state={state}
        number={index + 1}
        onClick={clickable ? () => onStepClick(index) : undefined}
      />,
    );
    if (index !== steps.length - 1)
      items.push(
        <div
          key={`separator-${index}`}
          className={withClass(classes.separator, classNames.separator)}
          data-active={index < active || undefined}
        />,
      );
  });
  const content = steps[active]?.props.children;
  return (
    <div
      style={Object.keys(style).length > 0 ? style : undefined}
      className={join(classes.root, names)}
      {...others}
    >
      <div style={styles?.steps} className={withClass(classes.steps, classNames.steps)}>
        {items}
      </div>
      {content && <div className={classes.content}>{content}</div>}
    </div>
  );
}
Stepper.Step = StepperStep;

function Step({
  state,
  number,
  onClick,
  label,
  description,
  color,
  completedIcon,
  classNames,
  ...others
}: Omit<StepperStepProps, 'children'> & {
  classNames: NonNullable<StepperProps['classNames']>;
  state: State;
  number: number;
  onClick: (() => void) | undefined;
}) {
  const marks = {
    'data-progress': state === 'progress' || undefined,
    'data-completed': state === 'completed' || undefined,
  };
  const clickable = onClick !== undefined;
  return (
    <button
      style={color ? ({ '--step-color': themeColor(color) } as CSSProperties) : undefined}
      className={withClass(classes.step, classNames.step)}
      data-allow-click={clickable || undefined}
      type="button"
      {...marks}
      {...others}
      onClick={onClick}
      tabIndex={clickable ? 0 : -1}
    >
      <span className={classes.icon} {...marks}>
        <CompletedIcon shown={state === 'completed'}>{completedIcon || <Check />}</CompletedIcon>
        {state !== 'completed' ? <span className={classes.number}>{number}</span> : null}
      </span>
      {(label || description) && (
        <span className={withClass(classes.body, classNames.stepBody)}>
          {label && <span className={withClass(classes.label, classNames.stepLabel)}>{label}</span>}
          {description && (
            <span className={withClass(classes.description, classNames.stepDescription)}>{description}</span>
          )}
        </span>
      )}
    </button>
  );
}

/** A done step's check: a bold tick, 60% of the circle. */
function Check() {
  return (
    <svg viewBox="0 0 10 7" width="60%" height="60%" fill="none" aria-hidden="true">
      <path
        d="M1 3l3 3 5-5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A done step's check: there at once on the first render (the server's markup), popping in when the
 * step becomes done and out when it stops being done (kept 200 ms while it fades, beside the number).
 */
function CompletedIcon({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [was, setWas] = useState(shown);
  const [phase, setPhase] = useState<'still' | 'in' | 'out'>('still');
  if (shown !== was) {
    // In this render, not in an effect: a leaving check stays the same element, so its styles transition.
    setWas(shown);
    setPhase(shown ? 'in' : 'out');
  }
  useEffect(() => {
    if (phase !== 'out') return;
    const timer = window.setTimeout(() => setPhase('still'), 200);
    return () => window.clearTimeout(timer);
  }, [phase]);
  if (!shown && phase !== 'out') return null;
  return (
    <span
      className={phase === 'in' ? `${classes.check} ${classes.popIn}` : classes.check}
      data-leaving={!shown || undefined}
    >
      {children}
    </span>
  );
}
