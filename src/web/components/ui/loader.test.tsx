import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader.tsx';

describe('Loader', () => {
  it('is a status named by its label', () => {
    render(<Loader aria-label="Загрузка…" />);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
  });

  it('takes a size and the style props', () => {
    render(<Loader aria-label="Загрузка…" size="sm" m="xl" />);
    const spinner = screen.getByRole('status');
    expect(spinner.style.getPropertyValue('--loader-size')).toBe('1.375rem');
    expect(spinner.style.margin).toBe('var(--ui-spacing-xl)');
  });
});
