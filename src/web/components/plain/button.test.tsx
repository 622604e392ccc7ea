import { Button as MantineButton } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Button, type ButtonProps } from './button.tsx';

const cases: ButtonProps<'button'>[] = [
  {},
  { variant: 'default' },
  { variant: 'light' },
  { variant: 'subtle' },
  { variant: 'outline' },
  { variant: 'filled', color: 'red' },
  { variant: 'filled', color: 'red.9' },
  { variant: 'filled', color: 'gray.4' },
  { variant: 'light', color: 'red' },
  { variant: 'subtle', color: 'gray' },
  { variant: 'outline', color: 'red' },
  { size: 'xs', variant: 'default' },
  { size: 'md' },
  { size: 'compact-sm', variant: 'subtle' },
  { size: 'compact-xs' },
  { size: 'compact-sm', radius: 'xl', variant: 'default' },
  { fullWidth: true, mt: 'md' },
  { loading: true },
  { loading: true, disabled: true, variant: 'light' },
  { disabled: true },
  { disabled: true, variant: 'default', size: 'xs' },
  { leftSection: <i>←</i> },
  { rightSection: <i>→</i>, variant: 'subtle' },
  { type: 'submit', 'aria-label': 'Отправить' },
];

describe('the plain Button', () => {
  it.each(
    cases.map(
      (props) =>
        [
          JSON.stringify(props, (k, v: unknown) =>
            k === 'leftSection' || k === 'rightSection' ? 'icon' : v,
          ),
          props,
        ] as const,
    ),
  )('renders what Mantine’s Button renders: %s', (_, props) => {
    const { mt, ...rest } = props;
    expect(markup(<Button {...props}>Текст</Button>)).toEqual(
      markup(
        <MantineButton {...rest} {...(mt === undefined ? {} : { mt })}>
          Текст
        </MantineButton>,
      ),
    );
  });

  it('an outline in a shade: the same markup, the hover as the shade at 5 % (Mantine writes its rgba)', () => {
    const hover = (tree: unknown) => (tree as { attributes: { style: string[] } }).attributes.style;
    const ours = hover(
      markup(
        <Button variant="outline" color="red.9">
          Текст
        </Button>,
      ),
    );
    const theirs = hover(
      markup(
        <MantineButton variant="outline" color="red.9">
          Текст
        </MantineButton>,
      ),
    );
    expect(ours.filter((d) => !d.startsWith('--button-hover'))).toEqual(
      theirs.filter((d) => !d.startsWith('--button-hover')),
    );
    expect(theirs).toContain('--button-hover:rgba(201, 42, 42, 0.05)');
    expect(ours).toContain('--button-hover:color-mix(in srgb, var(--mantine-color-red-9) 5%, transparent)');
  });

  it('draws a link as a button, as Mantine’s does', () => {
    expect(
      markup(
        <Button component="a" href="/progress" variant="light">
          Перейти
        </Button>,
      ),
    ).toEqual(
      markup(
        <MantineButton component="a" href="/progress" variant="light">
          Перейти
        </MantineButton>,
      ),
    );
  });
});
