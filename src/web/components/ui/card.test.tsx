import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Card, Paper } from './card.tsx';

describe('Card and Paper', () => {
  it('hold their content, bordered when asked', () => {
    render(
      <>
        <Card withBorder padding="lg" data-testid="card">
          Содержимое
        </Card>
        <Paper data-testid="paper">Лист</Paper>
      </>,
    );
    const card = screen.getByTestId('card');
    expect(card).toHaveTextContent('Содержимое');
    expect(card).toHaveAttribute('data-with-border');
    expect(card.style.getPropertyValue('--card-padding')).toBe('var(--ui-spacing-lg)');
    expect(screen.getByTestId('paper')).not.toHaveAttribute('data-with-border');
  });

  it('a card can be a link, or a section', () => {
    render(
      <MemoryRouter>
        <Card component={Link} to="/vacancies/7">
          Вакансия
        </Card>
        <Card component="section" aria-label="Профиль">
          Профиль
        </Card>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Вакансия' })).toHaveAttribute('href', '/vacancies/7');
    expect(screen.getByRole('region', { name: 'Профиль' })).toBeInTheDocument();
  });
});
