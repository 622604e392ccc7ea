/**
 * Container (a column centred at the theme's container width) and Center, with a stylesheet of our
 * own (container.module.css).
 */
import classes from './container.module.css';
import { join, rem, split, type Common, type Token } from './primitives.tsx';

export type ContainerProps = Common & {
  /** The theme's container width (`lg`) or a width in px. */
  size?: Token | number;
};

/** A column centred at the theme's container width. */
export function Container({ size, ...others }: ContainerProps) {
  const [rest, style, names] = split(others, {
    '--container-size':
      size === undefined ? undefined : typeof size === 'number' ? rem(size) : `var(--container-size-${size})`,
  });
  const Element = others.component ?? 'div';
  return <Element {...rest} style={style} className={join(classes.container, names)} />;
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
      className={join(classes.center, names)}
      data-inline={inline || undefined}
    />
  );
}
