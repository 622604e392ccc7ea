import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('the Skeleton', () => {
  it('is a status when it says what loads, and hidden decoration when it does not', () => {
    const { container } = render(
      <>
        <Skeleton height={120} aria-label="Загружаем время" />
        <Skeleton height={96} radius="md" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Загружаем время' })).toHaveStyle({ height: '120px' });
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});
