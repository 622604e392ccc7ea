import { ThemeIcon as MantineThemeIcon } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { ThemeIcon, type ThemeIconProps } from './theme-icon.tsx';

const cases: ThemeIconProps[] = [
  {},
  { size: 64, radius: 'xl', variant: 'light' },
  { size: 'lg', color: 'red', variant: 'filled' },
  { color: 'gray' },
  { variant: 'outline', radius: 12 },
  { variant: 'default', size: 'xs', mt: 'md' },
  { variant: 'light', color: 'green', size: 40 },
];

/**
 * Mantine's ThemeIcon also passes its `radius` and `color` props on to the element as attributes
 * (`<div radius="xl">`), which mean nothing there; the plain one does not write them.
 */
function withoutStrayAttributes(shape: unknown): unknown {
  const { attributes, ...rest } = shape as { attributes: Record<string, unknown> };
  const { radius: _radius, color: _color, ...kept } = attributes;
  return { ...rest, attributes: kept };
}

describe('the plain ThemeIcon', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s ThemeIcon renders: %s',
    (_, props) => {
      expect(
        markup(
          <ThemeIcon {...props}>
            <svg />
          </ThemeIcon>,
        ),
      ).toEqual(
        withoutStrayAttributes(
          markup(
            <MantineThemeIcon {...(props as object)}>
              <svg />
            </MantineThemeIcon>,
          ),
        ),
      );
    },
  );
});
