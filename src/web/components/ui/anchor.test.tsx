import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Anchor } from './anchor.tsx';

describe('Anchor', () => {
  it('is a link to its address, with the link’s own attributes', () => {
    render(
      <>
        <Anchor href="https://example.com" target="_blank" rel="noopener noreferrer">
          Сайт
        </Anchor>
        <Anchor href="/api/file/1" download="offer.pdf">
          Оффер
        </Anchor>
      </>,
    );
    const site = screen.getByRole('link', { name: 'Сайт' });
    expect(site).toHaveAttribute('href', 'https://example.com');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Оффер' })).toHaveAttribute('download', 'offer.pdf');
  });

  it('a router link', () => {
    render(
      <MemoryRouter>
        <Anchor component={Link} to="/vacancies">
          Вакансии
        </Anchor>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Вакансии' })).toHaveAttribute('href', '/vacancies');
  });

  it('a button drawn as a link', () => {
    const onClick = vi.fn();
    render(
      <Anchor component="button" type="button" onClick={onClick}>
        Поддержка
      </Anchor>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Поддержка' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a size, inline in a line of text, and the style props', () => {
    render(
      <Anchor href="/x" size="sm" inline c="dimmed" mt="sm">
        Текст
      </Anchor>,
    );
    const link = screen.getByRole('link', { name: 'Текст' });
    expect(link).toHaveAttribute('data-inline');
    expect(link.style.getPropertyValue('--text-fz')).toBe('var(--ui-font-size-sm)');
    expect(link.style.color).toBe('var(--ui-color-dimmed)');
    expect(link.style.marginTop).toBe('var(--ui-spacing-sm)');
  });
});
