import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './menu.tsx';

function renderMenu(onExport = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Menu label="Пользователи">
            <MenuItem to="/admin/users">Все пользователи</MenuItem>
            <MenuItem onAction={onExport}>Общий экспорт</MenuItem>
            <MenuItem disabled>Недоступно</MenuItem>
          </Menu>
        ),
      },
      { path: '/admin/users', element: <h1>Пользователи</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Menu', () => {
  // Which item takes focus on opening is the browser's part (layout): the e2e specs see it.
  it('opens from its button with its items', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Пользователи' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Все пользователи' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Общий экспорт' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Недоступно' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Пользователи' });
    await user.click(button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('does what an item says, and goes where an item leads', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    const router = renderMenu(onExport);
    await user.click(screen.getByRole('button', { name: 'Пользователи' }));
    await user.click(screen.getByRole('menuitem', { name: 'Общий экспорт' }));
    expect(onExport).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Пользователи' }));
    await user.click(screen.getByRole('menuitem', { name: 'Все пользователи' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });
});
