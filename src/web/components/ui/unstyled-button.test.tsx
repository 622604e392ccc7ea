import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UnstyledButton } from './unstyled-button.tsx';

describe('UnstyledButton', () => {
  it('is a button (not a submit unless asked) that a press runs', () => {
    const onClick = vi.fn();
    render(<UnstyledButton onClick={onClick}>Открыть</UnstyledButton>);
    const button = screen.getByRole('button', { name: 'Открыть' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    render(<UnstyledButton type="submit" aria-label="Отправить" />);
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveAttribute('type', 'submit');
  });

  it('as a router link: a link, the current page marked, the page’s class kept', () => {
    render(
      <MemoryRouter initialEntries={['/newswire']}>
        <UnstyledButton component={NavLink} to="/newswire" className="item">
          Новости
        </UnstyledButton>
        <UnstyledButton component={NavLink} to="/notifications" className="item">
          Уведомления
        </UnstyledButton>
      </MemoryRouter>,
    );
    const news = screen.getByRole('link', { name: 'Новости' });
    expect(news).toHaveAttribute('aria-current', 'page');
    expect(news).toHaveClass('item');
    expect(news).not.toHaveAttribute('type');
    expect(screen.getByRole('link', { name: 'Уведомления' })).not.toHaveAttribute('aria-current');
  });
});
