import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { mockApi, renderApp } from '#web/test/render.tsx';
import { ruDateToIso } from '../../components/profile-fields/values.ts';

afterEach(() => vi.unstubAllGlobals());

const referenceLists = (url: URL) => {
  if (url.pathname === '/api/cities')
    return { body: { data: [{ id: 1, name: 'Москва', region: 'Москва' }] } };
  if (url.pathname === '/api/citizenships') return { body: { data: [{ code: 'RU', name: 'Россия' }] } };
  return undefined;
};

/** Fills the personal step as a user would (Москва from the list) and presses «Далее». */
async function fillPersonalStep(calls: ReturnType<typeof mockApi>, v: { email: string; password: string }) {
  const user = userEvent.setup();
  renderApp('/signup');
  await user.type(await screen.findByLabelText(/Фамилия/), 'Иванова');
  await user.type(screen.getByLabelText(/^Имя/), 'Анна');
  await user.type(screen.getByLabelText(/Дата рождения/), '01022003');
  await user.type(screen.getByLabelText(/Телефон/), '9991234567');
  await user.type(screen.getByLabelText(/E-mail/), v.email);
  await user.type(screen.getByLabelText(/^Пароль/), v.password);
  await user.type(screen.getByLabelText(/Повторите пароль/), v.password);
  await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/cities')).toBe(true));
  await user.type(screen.getByRole('combobox', { name: /Город/ }), 'Моск');
  await user.click(await screen.findByRole('option', { name: 'Москва', hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Далее' }));
}

describe('sign-up', () => {
  it('shows the server’s field error beside the field and keeps what was typed', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const calls = mockApi((url) => {
      if (url.pathname === '/register/validate-personal')
        return {
          status: 422,
          body: {
            message: 'Проверьте введённые данные',
            errors: { email: ['Этот e-mail уже зарегистрирован'] },
          },
        };
      return referenceLists(url);
    });
    await fillPersonalStep(calls, { email: 'anna@example.com', password: 'very-secret-1' });

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

  it('refuses a password equal to the e-mail or the name on the client, before asking the server (ASVS 6.2.11)', async () => {
    const calls = mockApi(referenceLists);
    await fillPersonalStep(calls, {
      email: 'anna.ivanova@example.com',
      password: 'Anna.Ivanova@example.com',
    });
    expect(await screen.findByText(ru.validation.passwordContext)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/register'))).toBe(false);
  });

  it('never rewrites a typed graduation year: 1990 stays 1990 and the message says why', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const calls = mockApi((url) =>
      url.pathname === '/register/validate-personal' ? { body: { message: 'ok' } } : referenceLists(url),
    );
    await fillPersonalStep(calls, { email: 'anna@example.com', password: 'very-secret-1' });
    const user = userEvent.setup();
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
