/**
 * The Markdown's elements (posts, vacancies, materials) and the participant's lists: Typography
 * styles the plain elements inside it, List, Blockquote and Code are their own; with a stylesheet of
 * our own (typography.module.css).
 */
import type { CSSProperties, ElementType, ReactNode } from 'react';
import { join, spacing, split, type Common, type Length, type Token } from './primitives.tsx';
import classes from './typography.module.css';

/** Styles the plain elements inside it: headings, paragraphs, lists, quotes, code. */
export function Typography(props: Common) {
  const [rest, style, names] = split(props, {});
  const Element = 'div' as ElementType;
  return <Element {...rest} style={style} className={join(classes.typography, names)} />;
}

export type ListProps = Common & {
  /** `ul` or `ol`. */
  type?: 'unordered' | 'ordered';
  /** The space between items: a spacing token or px. */
  spacing?: Length;
  /** The items' font size and line height. */
  size?: Token;
  listStyleType?: CSSProperties['listStyleType'];
};

/** A list; its items are `ListItem`s. */
export function List(props: ListProps) {
  const { type = 'unordered', spacing: gap, size, listStyleType, style: own, ...others } = props;
  const [rest, style, names] = split(
    { ...others, style: listStyleType === undefined ? own : { listStyleType, ...own } },
    {
      '--list-fz': size === undefined ? undefined : `var(--ui-font-size-${size})`,
      '--list-lh': size === undefined ? undefined : `var(--ui-line-height-${size})`,
      '--list-spacing': gap === undefined ? undefined : scaled(gap),
    },
  );
  const Element = (type === 'unordered' ? 'ul' : 'ol') as ElementType;
  return (
    <Element
      {...rest}
      style={style}
      className={join(classes.list, names)}
      data-no-marker={listStyleType === 'none' || undefined}
    />
  );
}

/** A list's item. */
export function ListItem({ children }: { children?: ReactNode }) {
  return (
    <li className={classes.item}>
      <div className={classes.itemWrapper}>
        <span>{children}</span>
      </div>
    </li>
  );
}

/** A quote in the theme's primary colour. */
export function Blockquote(props: Common) {
  const [rest, style, names] = split(props, {});
  const Element = 'blockquote' as ElementType;
  return <Element {...rest} style={style} className={join(classes.blockquote, names)} />;
}

/** Code: inline, or a block (`pre`) with `block`. */
export function Code(props: Common & { block?: boolean }) {
  const { block, ...others } = props;
  const [rest, style, names] = split(others, {});
  const Element = (block ? 'pre' : 'code') as ElementType;
  return (
    <Element
      {...rest}
      style={style}
      className={join(classes.code, names)}
      data-block={block || undefined}
      dir="ltr"
    />
  );
}

/** Spacing: a token's variable, a number of px as rem. */
function scaled(value: Length): string {
  return typeof value === 'number' ? `${value / 16}rem` : spacing(value);
}
