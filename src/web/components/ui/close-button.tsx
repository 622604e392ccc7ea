/**
 * The cross that closes something (a dialog, a drawer, a notice, a preview) or clears a field: a
 * `button` named «Закрыть» unless told otherwise, drawn with an SVG of its own.
 */
import type { ComponentPropsWithoutRef } from 'react';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import classes from './close-button.module.css';

export type CloseButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'type'> & {
  /** The cross's size in px; the button is a little larger. */
  iconSize?: number;
};

export function CloseButton({
  iconSize = 16,
  className,
  'aria-label': label = ruWebShell.close,
  ...props
}: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      {...props}
      className={className ? `${classes.root} ${className}` : classes.root}
    >
      <svg width={iconSize} height={iconSize} viewBox="0 0 15 15" fill="none" aria-hidden="true">
        <path
          d="M11.78 4.28a.75.75 0 0 0-1.06-1.06L7.5 6.44 4.28 3.22a.75.75 0 0 0-1.06 1.06L6.44 7.5 3.22 10.72a.75.75 0 1 0 1.06 1.06L7.5 8.56l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.5l3.22-3.22Z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
