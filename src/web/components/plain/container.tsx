/**
 * Mantine's Container and Center as plain elements (docs/decisions/038-mantine-markup-without-its-runtime.md):
 * the same markup, class names and variables, with Mantine's stylesheets and without its runtime.
 * `container.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import { join, rem, split, type Common, type Token } from './plain.tsx';

export type ContainerProps = Common & {
  /** The theme's container width (`lg`) or a width in px. */
  size?: Token | number;
};

/** A column centred at the theme's container width. */
export function Container({ size, ...others }: ContainerProps) {
  const [rest, style, names] = split(others, {
    '--container-size':
      size === undefined
        ? undefined
        : typeof size === 'number'
          ? `calc(${rem(size)} * var(--mantine-scale))`
          : `var(--container-size-${size})`,
  });
  const Element = others.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join('m_7485cace mantine-Container-root', names)}
      data-size={typeof size === 'string' ? size : undefined}
      data-strategy="block"
    />
  );
}

export type CenterProps = Common & { inline?: boolean };

/** Its children centred both ways. */
export function Center({ inline, ...others }: CenterProps) {
  const [rest, style, names] = split(others, {});
  const Element = others.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join('m_4451eb3a mantine-Center-root', names)}
      data-inline={inline || undefined}
    />
  );
}
