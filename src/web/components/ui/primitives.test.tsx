import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Box, split } from './primitives.tsx';
import classes from './primitives.module.css';

describe('split: the style props off an element', () => {
  it('keeps the element its own props, and nothing of the style props, `component` or `className`', () => {
    const [rest] = split(
      { id: 'a', 'aria-label': 'b', mt: 'md', c: 'red', component: 'section', className: 'x', style: {} },
      {},
    );
    expect(rest).toEqual({ id: 'a', 'aria-label': 'b' });
  });

  it('writes the style in one order whatever the props order: variables, spacing, sizes, the rest, `style`', () => {
    const order = (props: Record<string, unknown>) =>
      Object.keys(split(props, { '--stack-gap': 'var(--ui-spacing-md)', '--unset': undefined })[1]);
    const expected = [
      '--stack-gap',
      'marginTop',
      'paddingInline',
      'maxWidth',
      'color',
      'fontSize',
      'top',
      'opacity',
    ];
    expect(
      order({ mt: 'md', px: 4, maw: 520, c: 'dimmed', fz: 'sm', top: 8, style: { opacity: 1 } }),
    ).toEqual(expected);
    expect(
      order({ style: { opacity: 1 }, top: 8, fz: 'sm', c: 'dimmed', maw: 520, px: 4, mt: 'md' }),
    ).toEqual(expected);
  });

  it("turns tokens, lengths and colours into the theme's variables; leaves out what is undefined", () => {
    const [, style, names] = split(
      { m: '-xs', p: 12, w: '50%', c: 'red.6', bg: 'gray.0', lh: 'sm', fw: 500, mb: undefined },
      {},
    );
    expect(style).toEqual({
      margin: 'calc(var(--ui-spacing-xs) * -1)',
      padding: '0.75rem',
      width: '50%',
      color: 'var(--ui-color-red-6)',
      background: 'var(--ui-color-gray-0)',
      fontWeight: 500,
      lineHeight: 'var(--ui-line-height-sm)',
    });
    expect(names).toBe('');
  });

  it('adds the classes of values by breakpoint and of visibility, in one order, after `className`', () => {
    const [, style, names] = split(
      { hiddenFrom: 'sm', fz: { base: 'sm', sm: 'md' }, mt: { base: 0, sm: 'xl' }, className: 'own' },
      {},
    );
    expect(names).toBe(
      `own ${classes.mtByBreakpoint} ${classes.responsiveFz} ${classes.hiddenFromSm}`.replace(/ +/g, ' '),
    );
    expect(style).toEqual({
      '--mt-base': '0rem',
      '--mt-xs': '0rem',
      '--mt-sm': 'var(--ui-spacing-xl)',
      '--fz-base': 'var(--ui-font-size-sm)',
      '--fz-sm': 'var(--ui-font-size-md)',
    });
  });

  it('renders through a component as the same attribute on the server', () => {
    expect(renderToString(<Box mt="xs" c="dimmed" visibleFrom="lg" id="n" />)).toBe(
      `<div style="margin-top:var(--ui-spacing-xs);color:var(--ui-color-dimmed)" class="${classes.visibleFromLg}" id="n"></div>`,
    );
  });
});
