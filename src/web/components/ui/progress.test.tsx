import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress.tsx';

describe('the Progress', () => {
  it('is a named progress bar with its value, held between 0 and 100', () => {
    render(<Progress value={140} aria-label="План «Аналитик»" />);
    const bar = screen.getByRole('progressbar', { name: 'План «Аналитик»' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('hidden from screen readers when it only repeats the numbers beside it', () => {
    render(<Progress value={40} aria-hidden />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '40');
  });

  it('moves its stripes while the work goes on, when animated', () => {
    render(<Progress value={30} aria-label="Загрузка" animated />);
    const bar = screen.getByRole('progressbar', { name: 'Загрузка' });
    expect(bar.firstElementChild).toHaveAttribute('data-animated');
  });
});
