import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('is an alert named by its title and described by its text', () => {
    render(
      <Alert color="red" title="Не удалось загрузить">
        Попробуйте позже
      </Alert>,
    );
    const alert = screen.getByRole('alert', { name: 'Не удалось загрузить' });
    expect(alert).toHaveAccessibleDescription('Попробуйте позже');
    expect(alert).toHaveAttribute('data-variant', 'light');
  });

  it('takes another role: a status is announced politely', () => {
    render(
      <Alert color="green" role="status">
        Отправлено
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveAccessibleDescription('Отправлено');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its icon, and no close button unless asked', () => {
    render(
      <Alert icon={<span>i</span>} title="Набор закрыт">
        Текст
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('iНабор закрытТекст');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onClose from its close button, named for screen readers', () => {
    const onClose = vi.fn();
    render(
      <Alert withCloseButton closeButtonLabel="Закрыть" onClose={onClose}>
        Текст
      </Alert>,
    );
    const close = screen.getByRole('button', { name: 'Закрыть' });
    expect(close).toHaveAttribute('type', 'button');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps a given id, and the style props', () => {
    render(
      <Alert id="fixed" title="Заголовок" mt="md">
        Текст
      </Alert>,
    );
    const alert = screen.getByRole('alert', { name: 'Заголовок' });
    expect(alert).toHaveAttribute('id', 'fixed');
    expect(alert.style.marginTop).toBe('var(--ui-spacing-md)');
  });

  it('keeps its ids through hydration, with no mismatch', async () => {
    const tree = (
      <div>
        <Alert color="red" title="Первое">
          Текст
        </Alert>
        <Alert color="orange" title="Второе">
          Текст
        </Alert>
      </div>
    );
    const container = await hydrateOverServerMarkup(tree);
    const alert = container.querySelector<HTMLElement>('[role="alert"]')!;
    expect(document.getElementById(alert.getAttribute('aria-labelledby')!)?.textContent).toBe('Первое');
    expect(document.getElementById(alert.getAttribute('aria-describedby')!)?.textContent).toBe('Текст');
    container.remove();
  });
});
