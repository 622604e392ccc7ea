/**
 * Mantine's horizontal Stepper as plain elements (docs/decisions/038-mantine-markup-without-its-runtime.md):
 * the same markup, class names and variables, with Mantine's stylesheet and without its runtime
 * (its Box, styles API, UnstyledButton, Transition and Loader: 6 kB gzipped on /progress, and run
 * while the sign-up hydrated: decisions 042 and 044). `stepper.test.tsx` renders both and compares
 * them, as `/progress` (a row of stages) and the sign-up (three steps with their content) set it up.
 * Only what the app passes: no vertical orientation, no loading steps, no «completed» content.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Stepper.css';
import { CheckIcon } from '@mantine/core';
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
  /** What a done step shows instead of Mantine's check. */
  completedIcon?: ReactNode;
  /** What the stepper shows below its row while this step is the active one. */
  children?: ReactNode;
};

export type StepperProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> &
  StyleProps & {
    /** The step in progress: the ones before it are done. */
    active: number;
    onStepClick?: (step: number) => void;
    /** False: only the done steps can be picked (Mantine's prop; true by default). */
    allowNextStepsSelect?: boolean;
    size?: Token;
    /** Mantine's styles API, as far as the app uses it: the row of steps' own style. */
    styles?: { steps?: CSSProperties };
    /** Extra classes for the step buttons, their texts and hints (Mantine's `classNames`). */
    classNames?: { step?: string; stepBody?: string; stepDescription?: string };
    children: ReactNode;
  };

type State = 'stepProgress' | 'stepCompleted' | 'stepInactive';

/** A step of the stepper: only read by `Stepper`, which draws it. */
function StepperStep(_: StepperStepProps): null {
  return null;
}

/** Mantine's `getThemeColor` for a colour's name, with or without a shade. */
const themeColor = (color: string) => {
  const [name, shade] = color.split('.');
  return shade === undefined ? `var(--ui-color-${name}-filled)` : `var(--ui-color-${name}-${shade})`;
};

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
    const state: State =
      active === index ? 'stepProgress' : active > index ? 'stepCompleted' : 'stepInactive';
    const clickable = onStepClick !== undefined && (allowNextStepsSelect || index < active);
    const { children: _content, ...stepProps } = step.props;
    items.push(
      <Step
        key={index}
        {...stepProps}
        classNames={classNames}
        state={state}
        icon={index + 1}
        onClick={clickable ? () => onStepClick(index) : undefined}
      />,
    );
    if (index !== steps.length - 1)
      items.push(
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
    <div
      style={Object.keys(style).length > 0 ? style : undefined}
      className={join('m_cbb4ea7e mantine-Stepper-root', names)}
      data-size={size}
      {...others}
    >
      <div
        style={styles?.steps}
        className="m_aaf89d0b mantine-Stepper-steps"
        data-orientation="horizontal"
        data-icon-position="left"
        data-label-position="right"
        data-wrap="true"
      >
        {items}
      </div>
      {content && <div className="m_78da155d mantine-Stepper-content">{content}</div>}
    </div>
  );
}
Stepper.Step = StepperStep;

/** An extra class before or after Mantine's own, where Mantine puts it. */
const before = (extra: string | undefined, base: string) => (extra ? `${extra} ${base}` : base);

function Step({
  state,
  icon,
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
  icon: number;
  onClick: (() => void) | undefined;
}) {
  const marks = {
    'data-progress': state === 'stepProgress' || undefined,
    'data-completed': state === 'stepCompleted' || undefined,
  };
  const clickable = onClick !== undefined;
  return (
    <button
      style={color ? ({ '--step-color': themeColor(color) } as CSSProperties) : undefined}
      className={`mantine-focus-auto m_f56b1e2c${classNames.step ? ` ${classNames.step}` : ''} m_cbb57068 mantine-Stepper-step m_87cf2631 mantine-UnstyledButton-root`}
      data-icon-position="left"
      data-allow-click={clickable || undefined}
      data-label-position="right"
      type="button"
      {...marks}
      {...others}
      onClick={onClick}
      tabIndex={clickable ? 0 : -1}
    >
      <span className="m_818e70b mantine-Stepper-stepWrapper">
        <span className="m_1959ad01 mantine-Stepper-stepIcon" {...marks}>
          <CompletedIcon shown={state === 'stepCompleted'}>
            {completedIcon || <CheckIcon style={{ width: '60%', height: '60%' }} />}
          </CompletedIcon>
          {state !== 'stepCompleted' ? (
            <span className="m_8faaac38 mantine-Stepper-stepIconContent">{icon}</span>
          ) : null}
        </span>
      </span>
      {(label || description) && (
        <span
          className={before(classNames.stepBody, 'm_1956aa2a mantine-Stepper-stepBody')}
          data-orientation="horizontal"
          data-icon-position="left"
        >
          {label && <span className="m_12051f6c mantine-Stepper-stepLabel">{label}</span>}
          {description && (
            <span
              className={before(classNames.stepDescription, 'm_164eea74 mantine-Stepper-stepDescription')}
            >
              {description}
            </span>
          )}
        </span>
      )}
    </button>
  );
}

/** Mantine's Transition «pop», 200 ms: its inline styles, entered and leaving. */
const POP = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '200ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center center',
} as const;
const ENTERED: CSSProperties = { ...POP, opacity: 1, transform: 'scale(1)' };
const LEAVING: CSSProperties = { ...POP, opacity: 0, transform: 'scale(.9) translateY(10px)' };

/**
 * A done step's check, as Mantine's Transition shows it: there at once on the first render (the
 * server's markup), popping in when the step becomes done and out when it stops being done (kept
 * 200 ms in its leaving styles, which the inline transition animates to).
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
      className={`m_a79331dc mantine-Stepper-stepCompletedIcon${phase === 'in' ? ` ${classes.popIn}` : ''}`}
      style={shown ? ENTERED : LEAVING}
    >
      {children}
    </span>
  );
}
