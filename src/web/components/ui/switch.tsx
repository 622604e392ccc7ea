/**
 * An on/off switch with its label on the right (docs/decisions/064): a checkbox input with
 * `role="switch"`, so Space toggles it and a screen reader says «on» or «off»; drawn as a track with
 * a thumb by switch.module.css.
 */
import { useId, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import classes from './switch.module.css';

export type SwitchProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'role' | 'onChange'> & {
  label: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function Switch({ label, id, disabled, ...rest }: SwitchProps) {
  const reactId = useId();
  const inputId = id ?? reactId;
  return (
    <div className={classes.root}>
      <input
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
      <label htmlFor={inputId} className={classes.label} data-disabled={disabled || undefined}>
        {label}
      </label>
    </div>
  );
}
