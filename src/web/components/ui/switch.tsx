/**
 * An on/off switch with its label on the right (docs/decisions/064): a checkbox input with
 * `role="switch"`, so Space toggles it and a screen reader says «on» or «off»; drawn as a track with
 * a thumb by switch.module.css. A `description` under the label says more, read out with it. As a
 * native checkbox, it posts `name`=`value` with a real form when on.
 */
import { useId, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import classes from './switch.module.css';

export type SwitchProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'role' | 'onChange'> & {
  label: ReactNode;
  /** A line under the label, smaller and grey. */
  description?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function Switch({ label, description, id, disabled, ...rest }: SwitchProps) {
  const reactId = useId();
  const inputId = id ?? reactId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={classes.root}>
      <input
        aria-describedby={description ? descriptionId : undefined}
        {...rest}
        id={inputId}
        disabled={disabled}
        type="checkbox"
        role="switch"
        className={classes.input}
      />
      <label htmlFor={inputId} className={classes.track} aria-hidden>
        <span className={classes.thumb} />
      </label>
      <div className={classes.body}>
        <label htmlFor={inputId} className={classes.label} data-disabled={disabled || undefined}>
          {label}
        </label>
        {description && (
          <div id={descriptionId} className={classes.description}>
            {description}
          </div>
        )}
      </div>
    </div>
  );
}
