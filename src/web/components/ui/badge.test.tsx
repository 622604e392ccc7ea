import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('shows its text, says its variant, filled when none is given', () => {
    render(
      <>
        <Badge>Новое</Badge>
        <Badge variant="light" color="green" size="sm">
          Пройден
        </Badge>
      </>,
    );
    expect(screen.getByText('Новое').closest('[data-variant]')).toHaveAttribute('data-variant', 'filled');
    const light = screen.getByText('Пройден').closest('[data-variant]')!;
    expect(light).toHaveAttribute('data-variant', 'light');
    expect(light).toHaveAttribute('data-size', 'sm');
  });

  it('a label for screen readers, and a section beside the text', () => {
    render(
      <Badge aria-label="Статус: пройден" leftSection={<span>✓</span>}>
        Пройден
      </Badge>,
    );
    const badge = screen.getByLabelText('Статус: пройден');
    expect(badge).toHaveTextContent('✓Пройден');
    expect(badge).toHaveAttribute('data-with-left-section');
  });

  it('a number in a circle', () => {
    render(
      <Badge color="red" circle>
        3
      </Badge>,
    );
    expect(screen.getByText('3').parentElement).toHaveAttribute('data-circle');
  });
});
