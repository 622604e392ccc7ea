/**
 * Mantine's Anchor as a plain element (docs/decisions/038-mantine-markup-without-its-runtime.md): the
 * same markup, class names and variables (a Text drawn as a link), with Mantine's stylesheets and
 * without its runtime. `anchor.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { join, split, type Common, type StyleProps, type Token } from './plain.tsx';

const ANCHOR = 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root';

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

/** A link in the theme's link colour, underlined on hover (Mantine's Anchor). */
export function Anchor<C extends ElementType = 'a'>(props: AnchorProps<C>) {
  const { size, inline, component, ...others } = props as OwnProps & Common & { component?: ElementType };
  const [rest, style, names] = split(
    others,
    size === undefined
      ? {}
      : {
          '--text-fz': `var(--mantine-font-size-${size})`,
          '--text-lh': `var(--mantine-line-height-${size})`,
        },
  );
  const Element = component ?? 'a';
  return (
    <Element
      {...rest}
      style={style}
      className={join(ANCHOR, names)}
      data-size={size}
      data-inline={inline || undefined}
      data-underline="hover"
    />
  );
}
