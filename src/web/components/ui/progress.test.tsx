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
});
