/**
 * Mantine's Card and Paper as plain elements (docs/decisions/035-plain-layout-primitives.md): the
 * same markup, class names and variables, with Mantine's stylesheets and without its runtime.
 * `card.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { join, radius as radiusOf, spacing, split, type Common, type Length, type Token } from './plain.tsx';

const PAPER = 'm_1b7284a3 mantine-Paper-root';
const CARD = 'm_e615b15f mantine-Card-root';

export type PaperProps = Common & {
  withBorder?: boolean;
  radius?: Token | number;
  shadow?: Token;
};

function paperVars({ radius, shadow }: Pick<PaperProps, 'radius' | 'shadow'>) {
  return {
    '--paper-radius': radius === undefined ? undefined : radiusOf(radius),
    '--paper-shadow': shadow === undefined ? undefined : `var(--mantine-shadow-${shadow})`,
  };
}

/** A surface with the theme's radius, an optional border and shadow (Mantine's Paper). */
export function Paper(props: PaperProps) {
  const { withBorder, radius, shadow, ...others } = props;
  const [rest, style, names] = split(others, paperVars({ radius, shadow }));
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join(PAPER, names)}
      data-with-border={withBorder || undefined}
    />
  );
}

export type CardProps = PaperProps & {
  /** The card's inner padding (Mantine's `padding`, a spacing token or a length). */
  padding?: Length;
};

/**
 * A Paper with the card's padding (Mantine's Card, without its sections), laid out as a block: the
 * pages were drawn so. Mantine's Card is a flex column only where its stylesheet lands after Paper's
 * in the page (a button in it then stretches to the card's width); an inline `display` settles it.
 */
export function Card(props: CardProps) {
  const { withBorder, radius, shadow, padding, display = 'block', ...others } = props;
  const [rest, style, names] = split(
    { ...others, display },
    {
      ...paperVars({ radius, shadow }),
      '--card-padding': padding === undefined ? undefined : spacing(padding),
    },
  );
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join(`${CARD} ${PAPER}`, names)}
      data-with-border={withBorder || undefined}
      data-orientation="vertical"
    />
  );
}
