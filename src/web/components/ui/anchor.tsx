/**
 * The app's link (docs/decisions/064-one-component-system-of-our-own.md): an `a`, a router link or a
 * button drawn as a link, with a CSS module of its own.
 */
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { join, split, type Common, type StyleProps, type Token } from './primitives.tsx';
import classes from './anchor.module.css';

type OwnProps = {
  /** A text size; the body's when absent. */
  size?: Token;
  /** Line height 1, for a link inside a line of text. */
  inline?: boolean;
  children?: ReactNode;
};

/** A link (`a` with `href`), a router link (`component={Link}` with `to`) or a button drawn as a link. */
export type AnchorProps<C extends ElementType = 'a'> = OwnProps &
  StyleProps & { component?: C } & Omit<
    ComponentPropsWithoutRef<C>,
    keyof OwnProps | keyof StyleProps | 'component' | 'color'
  >;

/** A link in the theme's link colour, underlined on hover. */
export function Anchor<C extends ElementType = 'a'>(props: AnchorProps<C>) {
  const { size, inline, component, ...others } = props as OwnProps & Common & { component?: ElementType };
  const [rest, style, names] = split(
    others,
    size === undefined
      ? {}
      : {
          '--text-fz': `var(--ui-font-size-${size})`,
          '--text-lh': `var(--ui-line-height-${size})`,
        },
  );
  const Element = component ?? 'a';
  return (
    <Element
      {...rest}
      style={style}
      className={join(classes.root ?? '', names)}
      data-inline={inline || undefined}
    />
  );
}
