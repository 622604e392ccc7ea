import { Indicator as MantineIndicator } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Indicator, type IndicatorProps } from './indicator.tsx';

const cases: Omit<IndicatorProps, 'children'>[] = [
  {},
  { color: 'red', size: 9, offset: 2 },
  { color: 'red', size: 9, offset: 2, disabled: true },
  { color: 'green', size: 12 },
  { disabled: false, offset: 4 },
  { inline: true, size: 8, 'aria-hidden': true },
];

describe('the plain Indicator', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s Indicator renders: %s',
    (_, props) => {
      expect(
        markup(
          <Indicator {...props}>
            <span>Уведомления</span>
          </Indicator>,
        ),
      ).toEqual(
        markup(
          <MantineIndicator {...props}>
            <span>Уведомления</span>
          </MantineIndicator>,
        ),
      );
    },
  );
});
