/**
 * A spinner of our own (docs/decisions/064-one-component-system-of-our-own.md): a span with a CSS
 * module, in the theme's spinner sizes.
 */
import type { ComponentPropsWithoutRef } from 'react';
import { join, split, type StyleProps, type Token } from './primitives.tsx';
import classes from './loader.module.css';

/** The ring's class, which the Button's spinner wears too (sized and coloured by `--loader-*`). */
export const spinnerClass = classes.loader ?? '';

const SIZES: Record<Token, string> = {
  xs: '1.125rem',
  sm: '1.375rem',
  md: '2.25rem',
  lg: '2.75rem',
  xl: '3.625rem',
};

export type LoaderProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'span'>, 'color' | 'children'> & {
    size?: Token;
  };

/**
 * A spinner. It is a live status, so its Russian `aria-label` («Загрузка…») is allowed and
 * announced (a plain span may not carry a name: axe's aria-prohibited-attr).
 */
export function Loader(props: LoaderProps) {
  const { size, ...others } = props;
  const [rest, style, names] = split(others, {
    '--loader-size': size === undefined ? undefined : SIZES[size],
  });
  return <span role="status" {...rest} style={style} className={join(spinnerClass, names)} />;
}
