/**
 * A short explanation shown while its element is hovered or focused (why a button is unavailable).
 * React Aria gives it its behaviour — shown after a moment's hover or at once on keyboard focus,
 * gone on Escape, tied to the element by `aria-describedby` — and tooltip.module.css its look.
 * The element must be able to take focus: a button unavailable for a reason says so with
 * `aria-disabled`, not `disabled`, so that it can still be reached and explained.
 */
import type { ComponentProps, ReactElement } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { AriaLocale } from './aria-locale.tsx';
import classes from './tooltip.module.css';

export function Tooltip({
  label,
  disabled = false,
  children,
}: {
  label: string;
  /** Nothing to explain now: the element alone. */
  disabled?: boolean;
  /** One element that can take focus. */
  children: ReactElement;
}) {
  if (disabled) return children;
  return (
    <AriaLocale>
      <TooltipTrigger delay={500}>
        <Focusable>{children as ComponentProps<typeof Focusable>['children']}</Focusable>
        <AriaTooltip offset={6} className={classes.tooltip}>
          {label}
        </AriaTooltip>
      </TooltipTrigger>
    </AriaLocale>
  );
}
