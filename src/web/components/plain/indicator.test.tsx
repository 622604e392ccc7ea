import { Indicator as MantineIndicator } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { html, markup } from '#web/test/mantine-markup.tsx';
import { Indicator, type IndicatorProps } from './indicator.tsx';

const cases: Omit<IndicatorProps, 'children'>[] = [
  {},
  { color: 'red', size: 9, offset: 2 },
  { color: 'red', size: 9, offset: 2, disabled: true },
  { inline: true, size: 8, 'aria-hidden': true },
  { size: 10, offset: 0 },
  { color: 'jti', size: 12, offset: 4, mt: 'xs', className: 'dot' },
];

describe('the plain Indicator', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s Indicator renders: %s',
    (_, props) => {
      const { mt, ...rest } = props;
      expect(
        markup(
          <Indicator {...props}>
            <span>Уведомления</span>
          </Indicator>,
        ),
      ).toEqual(
        markup(
          <MantineIndicator {...rest} {...(mt === undefined ? {} : { mt })}>
            <span>Уведомления</span>
          </MantineIndicator>,
        ),
      );
    },
  );

  it('without a child: the dot alone', () => {
    expect(markup(<Indicator inline size={8} aria-hidden />)).toEqual(
      markup(<MantineIndicator inline size={8} aria-hidden />),
    );
  });

  // The app's uses (participant-layout.tsx, notification-item.tsx): the page's markup does not change at all.
  it('writes Mantine’s markup to the byte', () => {
    for (const disabled of [true, false])
      expect(
        html(
          <Indicator disabled={disabled} color="red" size={9} offset={2}>
            <span>Уведомления</span>
          </Indicator>,
        ),
      ).toBe(
        html(
          <MantineIndicator disabled={disabled} color="red" size={9} offset={2} processing={false}>
            <span>Уведомления</span>
          </MantineIndicator>,
        ),
      );
    expect(html(<Indicator inline size={8} aria-hidden />)).toBe(
      html(<MantineIndicator inline size={8} processing={false} aria-hidden />),
    );
  });
});
