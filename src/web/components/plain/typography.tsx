/**
 * Mantine's Typography, List, Blockquote and Code as plain elements (docs/decisions/043-plain-segmented-
 * control-and-text.md): the same markup, class names and variables, with Mantine's stylesheets and
 * without its runtime, for the Markdown of posts, vacancies and materials and the participant's
 * lists. `typography.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Code.css';
import type { CSSProperties, ElementType, ReactNode } from 'react';
import { join, spacing, split, type Common, type Length, type Token } from './plain.tsx';

/** Styles the plain elements inside it (headings, paragraphs, lists, quotes, code) as Mantine's Typography does. */
export function Typography(props: Common) {
  const [rest, style, names] = split(props, {});
  const Element = 'div' as ElementType;
  return <Element {...rest} style={style} className={join('m_d08caa0 mantine-Typography-root', names)} />;
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

/** A list (Mantine's List); its items are `ListItem`s. */
export function List(props: ListProps) {
  const { type = 'unordered', spacing: gap, size, listStyleType, style: own, ...others } = props;
  const [rest, style, names] = split(
    { ...others, style: listStyleType === undefined ? own : { listStyleType, ...own } },
    {
      '--list-fz': size === undefined ? undefined : `var(--mantine-font-size-${size})`,
      '--list-lh': size === undefined ? undefined : `var(--mantine-line-height-${size})`,
      '--list-spacing': gap === undefined ? undefined : scaled(gap),
    },
  );
  const Element = (type === 'unordered' ? 'ul' : 'ol') as ElementType;
  return (
    <Element
      {...rest}
      style={style}
      className={join('m_abbac491 mantine-List-root', names)}
      data-size={size}
      data-type={listStyleType}
    />
  );
}

/** A list's item, with Mantine's wrapper and label. */
export function ListItem({ children }: { children?: ReactNode }) {
  return (
    <li className="m_abb6bec2 mantine-List-item">
      <div className="m_75cd9f71 mantine-List-itemWrapper">
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </li>
  );
}

/**
 * A quote in the theme's primary colour, as Mantine's Blockquote with no colour given: its background
 * is the primary colour's filled shade (#00728f) at 7 %, which Mantine computes from the theme and
 * this writes as it comes out (the test fails if the theme's primary colour changes).
 */
export function Blockquote(props: Common) {
  const [rest, style, names] = split(props, {
    '--bq-bg-light': 'rgba(0, 114, 143, 0.07)',
    '--bq-bg-dark': 'rgba(0, 114, 143, 0.06)',
    '--bq-bd': 'var(--mantine-color-jti-filled)',
    '--bq-icon-size': 'calc(3rem * var(--mantine-scale))',
    '--bq-radius': 'var(--mantine-radius-default)',
  });
  const Element = 'blockquote' as ElementType;
  return <Element {...rest} style={style} className={join('m_ddec01c0 mantine-Blockquote-root', names)} />;
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
      className={join('m_b183c0a2 mantine-Code-root', names)}
      data-block={block || undefined}
      dir="ltr"
    />
  );
}

/** Spacing as Mantine's `getSpacing` writes it: a token's variable, a number of px as scaled rem. */
function scaled(value: Length): string {
  return typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : spacing(value);
}
