import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { mockApi, renderApp } from '#web/test/render.tsx';
import { ruDateToIso } from './components/values.ts';

afterEach(() => vi.unstubAllGlobals());

/** Step 1 filled in as a person would. */
async function fillPersonal(user: ReturnType<typeof userEvent.setup>, calls: { url: URL }[]) {
  await user.type(await screen.findByLabelText(/Фамилия/), 'Иванова');
  await user.type(screen.getByLabelText(/^Имя/), 'Анна');
  await user.type(screen.getByLabelText(/Дата рождения/), '01022003');
  await user.type(screen.getByLabelText(/Телефон/), '9991234567');
  await user.type(screen.getByLabelText(/E-mail/), 'anna@example.com');
  await user.type(screen.getByLabelText(/^Пароль/), 'very-secret-1');
  await user.type(screen.getByLabelText(/Повторите пароль/), 'very-secret-1');
  await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/cities')).toBe(true));
  await user.type(screen.getByRole('combobox', { name: /Город/ }), 'Моск');
  await user.click(await screen.findByRole('option', { name: 'Москва', hidden: true }));
}

const reference = (url: URL) => {
  if (url.pathname === '/api/cities') return { body: { data: [{ id: 1, name: 'Москва', region: 'Москва' }] } };
  if (url.pathname === '/api/citizenships') return { body: { data: [{ code: 'RU', name: 'Россия' }] } };
  return undefined;
};

describe('sign-up', () => {
  it('shows the server’s field error beside the field and keeps what was typed', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const calls = mockApi((url) =>
      url.pathname === '/register/validate-personal'
        ? { status: 422, body: { message: 'Проверьте введённые данные', errors: { email: ['Этот e-mail уже зарегистрирован'] } } }
        : reference(url),
    );
    const user = userEvent.setup();
    renderApp('/signup');
    await fillPersonal(user, calls);
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(await screen.findByText('Этот e-mail уже зарегистрирован')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/register/validate-personal');
    expect(JSON.parse(String(sent?.init.body))).toMatchObject({
      last_name: 'Иванова',
      birth_date: '2003-02-01',
      phone: '+7 (999) 123-45-67',
      city_id: 1,
      citizenship: 'RU',
    });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('anna@example.com');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('never rewrites a typed graduation year: 1990 stays 1990 and the message says why', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const calls = mockApi((url) => (url.pathname === '/register/validate-personal' ? { body: { message: 'ok' } } : reference(url)));
    const user = userEvent.setup();
    renderApp('/signup');
    await fillPersonal(user, calls);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    const year = await screen.findByLabelText(/Год выпуска/);
    await user.type(year, '1990');
    await user.tab();
    expect(year).toHaveValue('1990');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText(ru.validation.graduationYearRange)).toBeInTheDocument();
    expect(year).toHaveValue('1990');
  });

  it('checks a step on the client before asking the server', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Укажите фамилию')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/register'))).toBe(false);
  });

  it('turns ДД.ММ.ГГГГ into an ISO date', () => {
    expect(ruDateToIso('31.12.2004')).toBe('2004-12-31');
    expect(ruDateToIso('31.02.2004')).toBe('31.02.2004');
    expect(ruDateToIso('')).toBeUndefined();
  });
});
