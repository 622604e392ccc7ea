import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Burger } from './burger.tsx';
import { Image } from './image.tsx';
import { NavLink } from './nav-link.tsx';

describe('NavLink, Burger and Image', () => {
  it('a NavLink is a link or a button named by its label and line', () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <NavLink component={Link} to="/notifications" label="Сообщения" description="2 непрочитанных" />
        <NavLink component="button" label="Поддержка" onClick={onClick} />
        <NavLink component="button" label="Выйти" disabled />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Сообщения 2 непрочитанных' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Поддержка' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeDisabled();
  });

  it('the Burger says whether its menu is open', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Burger opened={false} onClick={onClick} aria-label="Меню" />);
    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<Burger opened onClick={onClick} aria-label="Меню" />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('an Image is an img with its text', () => {
    render(<Image src="/media/1.png" alt="Обложка" radius="md" />);
    expect(screen.getByRole('img', { name: 'Обложка' })).toHaveAttribute('src', '/media/1.png');
  });
});
