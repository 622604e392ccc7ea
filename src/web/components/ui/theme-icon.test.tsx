import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeIcon } from './theme-icon.tsx';

describe('ThemeIcon', () => {
  it('shows its icon on a square of a variant, in a size of px or a token', () => {
    render(
      <>
        <ThemeIcon size={64} radius="xl" variant="light" data-testid="px">
          <svg data-testid="icon" />
        </ThemeIcon>
        <ThemeIcon size="lg" data-testid="token">
          <svg />
        </ThemeIcon>
      </>,
    );
    const px = screen.getByTestId('px');
    expect(px).toContainElement(screen.getByTestId('icon'));
    expect(px).toHaveAttribute('data-variant', 'light');
    expect(px.style.getPropertyValue('--ti-size')).toBe('4rem');
    expect(px.style.getPropertyValue('--ti-radius')).toBe('var(--ui-radius-xl)');
    const token = screen.getByTestId('token');
    expect(token).toHaveAttribute('data-variant', 'filled');
    expect(token.style.getPropertyValue('--ti-size')).toBe('2.125rem');
  });
});
