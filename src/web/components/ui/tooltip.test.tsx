import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('explains its element on keyboard focus, and goes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip label="Нельзя удалить: есть кандидаты">
        <button type="button" aria-disabled="true">
          Удалить
        </button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Удалить' });
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Нельзя удалить: есть кандидаты');
    expect(button).toHaveAccessibleDescription('Нельзя удалить: есть кандидаты');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('is only its element when there is nothing to explain', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip label="Пояснение" disabled>
        <button type="button">Кнопка</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Кнопка' })).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
