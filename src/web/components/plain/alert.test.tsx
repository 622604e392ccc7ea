import { Alert as MantineAlert } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import { Alert, type AlertProps } from './alert.tsx';

const close = () => {};

const cases: AlertProps[] = [
  {},
  { color: 'red' },
  { color: 'red', title: 'Не удалось загрузить' },
  { color: 'red', role: 'alert' },
  { color: 'red', title: 'Не удалось загрузить', role: 'alert' },
  { color: 'green', role: 'status' },
  { color: 'green', title: 'Отправлено', role: 'status' },
  { color: 'orange' },
  { color: 'orange', role: 'alertdialog', title: 'Отменить запись?' },
  { color: 'yellow', title: 'Код не отправлен', role: 'alert' },
  { color: 'jti', role: 'status' },
  { color: 'gray' },
  { color: 'blue' },
  { color: 'blue', variant: 'light' },
  { color: 'yellow', variant: 'light' },
  { variant: 'light' },
  { title: 'Только заголовок', children: undefined },
  { color: 'red', mt: 'md' },
  { color: 'red', mb: 'md', withCloseButton: true, onClose: close, closeButtonLabel: 'Закрыть' },
  { color: 'red', withCloseButton: true, onClose: close, closeButtonLabel: 'Скрыть' },
  {
    color: 'orange',
    title: 'Не все заявки переведены',
    withCloseButton: true,
    onClose: close,
    closeButtonLabel: 'Отмена',
  },
  {
    icon: <IconInfoCircle />,
    title: 'Отбор на вакансию завершён',
    withCloseButton: true,
    closeButtonLabel: 'Закрыть',
    onClose: close,
    mb: 'lg',
    'data-testid': 'last-outcome',
  } as AlertProps,
  {
    color: 'gray',
    icon: <IconLock size={18} />,
    title: 'Набор закрыт',
    'data-testid': 'vacancy-closed',
  } as AlertProps,
  { color: 'red', title: 'Не удалось', ta: 'left' },
  { color: 'red', title: <b>Заголовок из разметки</b> },
  { color: 'red', className: 'extra', style: { maxWidth: 400 } },
  { color: 'red', id: 'fixed' },
];

const name = (props: AlertProps) =>
  JSON.stringify(props, (k, v: unknown) =>
    k === 'icon' ? 'icon' : k === 'title' && typeof v === 'object' ? 'node' : v,
  );

describe('the plain Alert', () => {
  it.each(cases.map((props) => [name(props), props] as const))(
    'renders what Mantine’s Alert renders, ids included: %s',
    (_, props) => {
      const { children = 'Текст сообщения', ...rest } = props;
      expect(markup(<Alert {...rest}>{children}</Alert>)).toEqual(
        markup(<MantineAlert {...(rest as object)}>{children}</MantineAlert>),
      );
    },
  );

  it('keeps its ids through hydration, with no mismatch (Mantine’s swaps in a random id after mount)', async () => {
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

  it('calls onClose from its close button, named for screen readers', () => {
    const onClose = vi.fn();
    render(
      <Alert withCloseButton closeButtonLabel="Закрыть" onClose={onClose}>
        Текст
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
