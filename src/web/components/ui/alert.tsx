/**
 * The app's alert (docs/decisions/064-one-component-system-of-our-own.md): a message in a tinted box,
 * with a CSS module of its own. Its title and text are tied to it by ids made with React's `useId`,
 * the same on the server and while hydrating.
 */
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { variantColors } from './variant-colors.ts';
import { join, split, type StyleProps } from './primitives.tsx';
import classes from './alert.module.css';

export type AlertProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'color'> & {
    /** A theme colour's name (`red`, `gray`); the primary colour when absent. */
    color?: string;
    /** The only variant the app has, and the default. */
    variant?: 'light';
    title?: ReactNode;
    icon?: ReactNode;
  } & (
    | {
        withCloseButton: true;
        onClose: () => void;
        /** The close button's name for screen readers (it shows only a cross): required, or axe finds a nameless button. */
        closeButtonLabel: string;
      }
    | { withCloseButton?: false; onClose?: never; closeButtonLabel?: never }
  );

/** A cross of two round-capped strokes. */
function Cross() {
  return (
    <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M3.625 3.625l7.75 7.75M11.375 3.625l-7.75 7.75"
        stroke="currentColor"
        strokeWidth="1.15"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A message in a tinted box, with an optional title, icon and close button. */
export function Alert(props: AlertProps) {
  const {
    id,
    color,
    variant = 'light',
    title,
    icon,
    withCloseButton,
    onClose,
    closeButtonLabel,
    role,
    children,
    ...others
  } = props;
  const reactId = useId();
  const rootId = id ?? reactId;
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const colors = variantColors(variant, color);
  const [rest, style, names] = split(others, {
    '--alert-bg': color === undefined ? undefined : colors.bg,
    '--alert-color': colors.color,
  });
  return (
    <div
      {...rest}
      id={rootId}
      style={style}
      className={join(classes.root ?? '', names)}
      data-variant={variant}
      role={role || 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className={classes.wrapper}>
        {icon && <div className={classes.icon}>{icon}</div>}
        <div className={classes.body}>
          {title && (
            <div className={classes.title} data-with-close-button={withCloseButton || undefined}>
              <span id={titleId} className={classes.label}>
                {title}
              </span>
            </div>
          )}
          {children && (
            <div id={bodyId} className={classes.message}>
              {children}
            </div>
          )}
        </div>
        {withCloseButton && (
          <button type="button" className={classes.close} aria-label={closeButtonLabel} onClick={onClose}>
            <Cross />
          </button>
        )}
      </div>
    </div>
  );
}
