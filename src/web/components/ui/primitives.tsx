/**
 * Stack, Group, Text and Title as plain elements (docs/decisions/035-plain-layout-primitives.md).
 *
 * Mantine's versions of these four are most of the elements on a page, and each one runs the theme's
 * default props, the styles API and the style-props parser on every render: about 15 µs against 2 µs
 * for an element with a class, on the server for every page and again in the phone's browser when it
 * hydrates. These take the same props the app uses (spacing and size tokens, colours, alignment) and
 * write them as CSS variables that primitives.module.css reads (the same rules as Mantine's, so pages look the same).
 */
import {
  Children,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import classes from './primitives.module.css';

export type Token = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Length = number | string;
type Breakpoint = Token;

const TOKENS: ReadonlySet<string> = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** The palette's colours (app/tokens.css): `c="red"` is the colour's text shade. */
export const THEME_COLORS: ReadonlySet<string> = new Set([
  'dark',
  'gray',
  'red',
  'grape',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'yellow',
  'orange',
  'jti',
]);

/** px as rem (16 px to the rem). */
export function rem(value: Length): string {
  return typeof value === 'number' ? `${value / 16}rem` : value;
}

/** A radius token as its variable, a number of px as rem. */
export function radius(value: Token | number): string {
  return typeof value === 'number' ? rem(value) : `var(--ui-radius-${value})`;
}

export function spacing(value: Length): string {
  if (typeof value === 'number') return rem(value);
  const negative = value.startsWith('-');
  const token = negative ? value.slice(1) : value;
  if (!TOKENS.has(token)) return value;
  return negative ? `calc(var(--ui-spacing-${token}) * -1)` : `var(--ui-spacing-${token})`;
}

function fontSize(value: Length): string {
  if (typeof value === 'string' && TOKENS.has(value)) return `var(--ui-font-size-${value})`;
  if (typeof value === 'string' && HEADINGS.has(value)) return `var(--ui-${value}-font-size)`;
  return rem(value);
}

function color(value: string): string {
  if (value === 'dimmed' || value === 'white' || value === 'black') return `var(--ui-color-${value})`;
  const [name = '', shade] = value.split('.');
  if (!THEME_COLORS.has(name)) return value;
  return shade === undefined ? `var(--ui-color-${name}-text)` : `var(--ui-color-${name}-${shade})`;
}

/** A background as Mantine resolves one: a shade's variable, a colour's filled shade, or the value. */
function background(value: string): string {
  if (value === 'white' || value === 'black') return `var(--ui-color-${value})`;
  const [name = '', shade] = value.split('.');
  if (!THEME_COLORS.has(name)) return value;
  return shade === undefined ? `var(--ui-color-${name}-filled)` : `var(--ui-color-${name}-${shade})`;
}

function fontFamily(value: string): string {
  if (value === 'monospace') return 'var(--ui-font-family-monospace)';
  if (value === 'text') return 'var(--ui-font-family)';
  if (value === 'heading') return 'var(--ui-font-family-headings)';
  return value;
}

/** A value on a phone, and from Mantine's `sm` breakpoint (48em, the spec's 768 px) up. */
type PhoneAndWider = { base: Length; sm: Length };
/** A value by Mantine's breakpoints: the smallest screens', from `xs` (36em) up, from `sm` (48em) up. */
type ByBreakpoint = { base: Length; xs?: Length; sm?: Length };

/** The style props the app uses, with Mantine's names and tokens. */
export type StyleProps = {
  m?: Length;
  mt?: Length | ByBreakpoint;
  mb?: Length;
  ml?: Length;
  mr?: Length;
  mx?: Length;
  my?: Length | ByBreakpoint;
  p?: Length | ByBreakpoint;
  pt?: Length;
  pb?: Length;
  pl?: Length;
  pr?: Length;
  px?: Length | ByBreakpoint;
  py?: Length | ByBreakpoint;
  w?: Length | ByBreakpoint;
  miw?: Length;
  maw?: Length;
  h?: Length;
  mih?: Length;
  mah?: Length;
  c?: string;
  /** Background: a theme colour with its shade (`gray.0`), `white`, or any CSS colour. */
  bg?: string;
  fw?: CSSProperties['fontWeight'];
  fz?: Length | PhoneAndWider;
  ff?: string;
  lh?: Length;
  ta?: CSSProperties['textAlign'];
  fs?: CSSProperties['fontStyle'];
  td?: CSSProperties['textDecoration'];
  tt?: CSSProperties['textTransform'];
  display?: CSSProperties['display'];
  pos?: CSSProperties['position'];
  top?: Length;
  flex?: CSSProperties['flex'];
  /** Shown from this breakpoint up / hidden from it up. */
  visibleFrom?: Breakpoint;
  hiddenFrom?: Breakpoint;
};

export type Common = StyleProps &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    component?: ElementType;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
    /** Attributes some elements take (a `time`, a `label`, a link). */
    dateTime?: string;
    htmlFor?: string;
    href?: string;
    to?: string;
    target?: string;
    rel?: string;
  };

/** A value by breakpoint: every variable set (a custom property is inherited), the class picks one. */
function byBreakpoint(
  out: Record<string, unknown>,
  key: 'mt' | 'my' | 'p' | 'px' | 'py' | 'w',
  value: ByBreakpoint,
  make: (v: Length) => string,
): string {
  const xs = value.xs ?? value.base;
  out[`--${key}-base`] = make(value.base);
  out[`--${key}-xs`] = make(xs);
  out[`--${key}-sm`] = make(value.sm ?? xs);
  return ` ${classes[`${key}ByBreakpoint`]}`;
}

/** A breakpoint as it ends the names of primitives.module.css's classes. */
const BREAKPOINT_NAMES = { xs: 'Xs', sm: 'Sm', md: 'Md', lg: 'Lg', xl: 'Xl' } as const;

/** Where each style prop's value goes (`out`: the style), and the class names it adds, if any. */
type Writer = (out: Record<string, unknown>, value: never) => string;
const property =
  (name: string, make: (v: never) => unknown = (v) => v): Writer =>
  (out, value) => {
    out[name] = make(value);
    return '';
  };
/** A spacing or size prop: a token or length, or by breakpoint (`byKey` names its variables). */
const length =
  (name: string, make: (v: Length) => string, byKey: 'mt' | 'my' | 'p' | 'px' | 'py' | 'w'): Writer =>
  (out, value: Length | ByBreakpoint) => {
    if (typeof value === 'object') return byBreakpoint(out, byKey, value, make);
    out[name] = make(value);
    return '';
  };
const spacingProp = (name: string, key: string) =>
  length(name, spacing, key as 'mt' | 'my' | 'p' | 'px' | 'py');

/**
 * Every style prop's writer, in the order they go into the style attribute (the spacing, the sizes,
 * then the rest): one order, the same on the server and in the browser, whatever the props' order.
 */
const WRITERS: Record<keyof StyleProps, Writer> = {
  m: spacingProp('margin', 'm'),
  mt: spacingProp('marginTop', 'mt'),
  mb: spacingProp('marginBottom', 'mb'),
  ml: spacingProp('marginLeft', 'ml'),
  mr: spacingProp('marginRight', 'mr'),
  mx: spacingProp('marginInline', 'mx'),
  my: spacingProp('marginBlock', 'my'),
  p: spacingProp('padding', 'p'),
  pt: spacingProp('paddingTop', 'pt'),
  pb: spacingProp('paddingBottom', 'pb'),
  pl: spacingProp('paddingLeft', 'pl'),
  pr: spacingProp('paddingRight', 'pr'),
  px: spacingProp('paddingInline', 'px'),
  py: spacingProp('paddingBlock', 'py'),
  w: length('width', rem, 'w'),
  miw: length('minWidth', rem, 'w'),
  maw: length('maxWidth', rem, 'w'),
  h: length('height', rem, 'w'),
  mih: length('minHeight', rem, 'w'),
  mah: length('maxHeight', rem, 'w'),
  c: property('color', color),
  bg: property('background', background),
  fw: property('fontWeight'),
  fz: (out, value: Length | PhoneAndWider) => {
    if (typeof value !== 'object') {
      out.fontSize = fontSize(value);
      return '';
    }
    out['--fz-base'] = fontSize(value.base);
    out['--fz-sm'] = fontSize(value.sm);
    return ` ${classes.responsiveFz}`;
  },
  ff: property('fontFamily', fontFamily),
  lh: property('lineHeight', (lh: Length) =>
    typeof lh === 'string' && TOKENS.has(lh) ? `var(--ui-line-height-${lh})` : lh,
  ),
  ta: property('textAlign'),
  fs: property('fontStyle'),
  td: property('textDecoration'),
  tt: property('textTransform'),
  display: property('display'),
  pos: property('position'),
  top: property('top', rem),
  flex: property('flex'),
  visibleFrom: (_, value: Breakpoint) =>
    value ? ` ${classes[`visibleFrom${BREAKPOINT_NAMES[value]}`]}` : '',
  hiddenFrom: (_, value: Breakpoint) => (value ? ` ${classes[`hiddenFrom${BREAKPOINT_NAMES[value]}`]}` : ''),
};
/** Each style prop's writer and its place in that order. */
const STYLE_PROPS: ReadonlyMap<string, { write: Writer; place: number }> = new Map(
  Object.entries(WRITERS).map(([key, write], place) => [key, { write, place }]),
);
const byPlace = (a: string, b: string) => STYLE_PROPS.get(a)!.place - STYLE_PROPS.get(b)!.place;

/**
 * Splits the style props off an element's props: the element's props, and the style they make.
 * Runs for most elements of every page, on the server for every page and in the phone's browser
 * when it hydrates: one pass over the props the element was given (a handful), with no lookup of the
 * forty style props' names in props that mostly have none of them (each such lookup in an object of
 * yet another shape is slow), no rest-destructuring, no object per kind of prop.
 */
export function split<P extends Common>(
  props: P,
  vars: Record<string, string | undefined>,
): [Omit<P, keyof StyleProps | 'component'>, CSSProperties, string] {
  const rest: Record<string, unknown> = {};
  const given = props as Record<string, unknown>;
  let found: string[] | null = null;
  for (const key in given) {
    if (STYLE_PROPS.has(key)) {
      if (given[key] !== undefined) (found ??= []).push(key);
    } else if (key !== 'component' && key !== 'style' && key !== 'className') rest[key] = given[key];
  }
  const out: Record<string, unknown> = {};
  for (const name in vars) {
    const value = vars[name];
    if (value !== undefined) out[name] = value;
  }
  let names = props.className ?? '';
  if (found) {
    if (found.length > 1) found.sort(byPlace);
    for (const key of found) names += STYLE_PROPS.get(key)!.write(out, given[key] as never);
  }
  const style = props.style;
  const merged = style ? { ...out, ...style } : out;
  return [rest as Omit<P, keyof StyleProps | 'component'>, merged as CSSProperties, names];
}

/** A component's class (a CSS module's, hence possibly undefined to the types) and the extra names. */
export function join(base: string | undefined, extra: string): string {
  return extra ? `${base ?? ''} ${extra.trim()}` : (base ?? '');
}

export type StackProps = Common & {
  gap?: Length;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

/** A column with a gap (Mantine's Stack). */
export function Stack(props: StackProps) {
  const { gap, align, justify, ...others } = props;
  // Every variable is set, defaults too: a custom property is inherited, so a nested stack would take its parent's.
  const [rest, style, names] = split(others, {
    '--stack-gap': spacing(gap ?? 'md'),
    '--stack-align': align ?? 'stretch',
    '--stack-justify': justify ?? 'flex-start',
  });
  const Element = props.component ?? 'div';
  return <Element {...rest} className={join(classes.stack ?? '', names)} style={style} />;
}

export type GroupProps = Common & {
  gap?: Length;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
  /** Children share the row's width. */
  grow?: boolean;
};

/** A row that wraps, with a gap (Mantine's Group). */
export function Group(props: GroupProps) {
  const { gap, align, justify, wrap, grow, ...others } = props;
  const resolvedGap = spacing(gap ?? 'md');
  // With `grow`, each child gets an equal share of the row less the gaps (as Mantine counts it).
  const count = grow ? Children.toArray(props.children).filter(Boolean).length : 0;
  const [rest, style, names] = split(others, {
    '--group-child-width': count
      ? `calc(${100 / count}% - (${resolvedGap} - ${resolvedGap} / ${count}))`
      : undefined,
    // Every variable is set, defaults too: a custom property is inherited, so a nested group would take its parent's.
    '--group-gap': resolvedGap,
    '--group-align': align ?? 'center',
    '--group-justify': justify ?? 'flex-start',
    '--group-wrap': wrap ?? 'wrap',
  });
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      data-grow={grow || undefined}
      className={join(classes.group ?? '', names)}
      style={style}
    />
  );
}

export type TextProps = Common & {
  size?: Length;
  /** A `span` instead of a `p`. */
  span?: boolean;
  /** Font size, weight and line height from the parent. */
  inherit?: boolean;
  truncate?: boolean;
  lineClamp?: number;
};

/** A paragraph (or `span`) in the theme's text sizes (Mantine's Text). */
export function Text(props: TextProps) {
  const { size, span, inherit, truncate, lineClamp, ...others } = props;
  const [rest, style, names] = split(others, {
    '--text-fz': size === undefined ? undefined : fontSize(size),
    '--text-lh':
      size === undefined
        ? undefined
        : typeof size === 'string' && TOKENS.has(size)
          ? `var(--ui-line-height-${size})`
          : undefined,
    '--line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
  });
  const Element = props.component ?? (span ? 'span' : 'p');
  return (
    <Element
      {...rest}
      data-inherit={inherit || undefined}
      data-truncate={truncate || undefined}
      data-line-clamp={lineClamp === undefined ? undefined : true}
      className={join(classes.text ?? '', names)}
      style={style}
    />
  );
}

export type TitleProps = Common & {
  order?: 1 | 2 | 3 | 4 | 5 | 6;
  /** A heading size (`h3`), a text size (`lg`) or a length. */
  size?: Length;
  lineClamp?: number;
};

/** A heading in the theme's heading sizes (Mantine's Title). */
export function Title(props: TitleProps) {
  const { order = 1, size, lineClamp, ...others } = props;
  const named = size === undefined ? `h${order}` : size;
  // A heading size names its weight and line height too; any other size keeps the order's.
  const heading = typeof named === 'string' && HEADINGS.has(named) ? named : `h${order}`;
  const [rest, style, names] = split(others, {
    '--title-fz': fontSize(named),
    '--title-fw': `var(--ui-${heading}-font-weight)`,
    '--title-lh': `var(--ui-${heading}-line-height)`,
    '--line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
  });
  const Element = props.component ?? (`h${order}` as const);
  return (
    <Element
      {...rest}
      data-line-clamp={lineClamp === undefined ? undefined : true}
      className={join(classes.title ?? '', names)}
      style={style}
    />
  );
}

/** An element with only the style props: a block that shows from a breakpoint up, a wrapper with a margin. */
export function Box(props: Common) {
  const [rest, style, names] = split(props, {});
  const Element = props.component ?? 'div';
  return <Element style={style} className={names.trim() || undefined} {...rest} />;
}
