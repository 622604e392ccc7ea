/**
 * A part that scrolls down inside the page once it is taller than `maxHeight` (docs/decisions/064):
 * the browser's own scrolling, with a thin scrollbar (scroll-area.module.css). It is a region named by
 * its `aria-label` and reachable by Tab, so the keyboard can scroll it too (axe's «scrollable region
 * focusable»).
 */
import type { ComponentPropsWithoutRef } from 'react';
import { join, rem, split, type StyleProps } from './primitives.tsx';
import classes from './scroll-area.module.css';

export type ScrollAreaProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'aria-label'> & {
    /** The height (px) it grows to before it scrolls. */
    maxHeight: number;
    'aria-label': string;
  };

export function ScrollArea(props: ScrollAreaProps) {
  const { maxHeight, ...others } = props;
  const [rest, style, names] = split(others, { '--scroll-area-max-height': rem(maxHeight) });
  return <div {...rest} style={style} className={join(classes.area, names)} role="region" tabIndex={0} />;
}
