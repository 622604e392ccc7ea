import { ActionIcon as MantineActionIcon } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { html, markup } from '#web/test/mantine-markup.tsx';
import { ActionIcon, type ActionIconProps } from './action-icon.tsx';

type Case = Omit<ActionIconProps, 'children' | 'aria-label'>;

const cases: Case[] = [
  {},
  { variant: 'subtle' },
  { variant: 'subtle', color: 'gray' },
  { variant: 'subtle', color: 'red' },
  { variant: 'subtle', disabled: true },
  { variant: 'subtle', color: 'red', disabled: true },
  { variant: 'filled' },
  { variant: 'light', color: 'red' },
  { variant: 'outline' },
  { variant: 'default' },
  { color: 'red' },
  { disabled: true },
  { variant: 'filled', 'aria-pressed': true },
  { variant: 'subtle', mt: 'xs', title: 'Подсказка' },
];

describe('the plain ActionIcon', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s ActionIcon renders: %s',
    (_, props) => {
      const { mt, ...rest } = props;
      expect(
        markup(
          <ActionIcon {...props} aria-label="Скрыть">
            <svg />
          </ActionIcon>,
        ),
      ).toEqual(
        markup(
          <MantineActionIcon {...rest} {...(mt === undefined ? {} : { mt })} aria-label="Скрыть">
            <svg />
          </MantineActionIcon>,
        ),
      );
    },
  );

  // The feed's uses (post-card.tsx, post-media.tsx): the page's markup does not change at all.
  it.each([
    { variant: 'subtle', color: 'gray' },
    { variant: 'subtle', disabled: true },
    { variant: 'subtle' },
  ] satisfies Case[])('writes Mantine’s markup to the byte: %j', (props) => {
    expect(
      html(
        <ActionIcon {...props} onClick={() => undefined} aria-label="Скрыть">
          <svg />
        </ActionIcon>,
      ),
    ).toBe(
      html(
        <MantineActionIcon {...props} onClick={() => undefined} aria-label="Скрыть">
          <svg />
        </MantineActionIcon>,
      ),
    );
  });
});
