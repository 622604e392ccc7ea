import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Indicator } from './indicator.tsx';

describe('Indicator', () => {
  it('puts a dot beside its child, none when disabled', () => {
    render(
      <>
        <Indicator color="red" size={9} offset={2} data-testid="on">
          <span>Уведомления</span>
        </Indicator>
        <Indicator disabled data-testid="off">
          <span>Новости</span>
        </Indicator>
      </>,
    );
    const on = screen.getByTestId('on');
    expect(on.children).toHaveLength(2);
    expect(on).toHaveTextContent('Уведомления');
    expect(on.style.getPropertyValue('--indicator-color')).toBe('var(--ui-color-red-filled)');
    expect(on.style.getPropertyValue('--indicator-size')).toBe('0.5625rem');
    const off = screen.getByTestId('off');
    expect(off.children).toHaveLength(1);
    expect(off).toHaveTextContent('Новости');
  });

  it('alone and inline: the dot, hidden from screen readers when asked', () => {
    render(<Indicator inline size={8} aria-hidden data-testid="dot" />);
    const dot = screen.getByTestId('dot');
    expect(dot).toHaveAttribute('data-inline');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(dot.children).toHaveLength(1);
  });
});
