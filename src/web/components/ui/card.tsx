/**
 * The app's surfaces (docs/decisions/064-one-component-system-of-our-own.md): Paper and Card, with a
 * CSS module of their own.
 */
import {
  join,
  radius as radiusOf,
  spacing,
  split,
  type Common,
  type Length,
  type Token,
} from './primitives.tsx';
import classes from './card.module.css';

const CARD = `${classes.paper} ${classes.card}`;

export type PaperProps = Common & {
  withBorder?: boolean;
  radius?: Token | number;
  shadow?: Token;
};

function paperVars({ radius, shadow }: Pick<PaperProps, 'radius' | 'shadow'>) {
  return {
    '--paper-radius': radius === undefined ? undefined : radiusOf(radius),
    '--paper-shadow': shadow === undefined ? undefined : `var(--ui-shadow-${shadow})`,
  };
}

/** A surface with the theme's radius, an optional border and shadow. */
export function Paper(props: PaperProps) {
  const { withBorder, radius, shadow, ...others } = props;
  const [rest, style, names] = split(others, paperVars({ radius, shadow }));
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join(classes.paper ?? '', names)}
      data-with-border={withBorder || undefined}
    />
  );
}

export type CardProps = PaperProps & {
  /** The card's inner padding (a spacing token or a length). */
  padding?: Length;
};

/** A Paper with the card's padding. */
export function Card(props: CardProps) {
  const { withBorder, radius, shadow, padding, ...others } = props;
  const [rest, style, names] = split(others, {
    ...paperVars({ radius, shadow }),
    '--card-padding': padding === undefined ? undefined : spacing(padding),
  });
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join(CARD, names)}
      data-with-border={withBorder || undefined}
    />
  );
}
