import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { mockApi, renderApp } from '#web/test/render.tsx';
import { ruDateToIso } from '../../components/profile-fields/values.ts';

afterEach(() => vi.unstubAllGlobals());

const ok = { body: { message: 'ok' } };
const refused = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'Проверьте введённые данные', errors },
});

const referenceLists = (url: URL) => {
  if (url.pathname === '/api/cities')
    return { body: { data: [{ id: 1, name: 'Москва', region: 'Москва' }] } };
  if (url.pathname === '/api/citizenships') return { body: { data: [{ code: 'RU', name: 'Россия' }] } };
  if (url.pathname === '/api/institutions') {
    const all = [
      { id: 7, name: 'Казанский федеральный университет', short: 'КФУ', city: 'Казань' },
      {
        id: 8,
        name: 'Казанский национальный исследовательский технический университет',
        short: 'КНИТУ',
        city: 'Казань',
      },
    ];
    const q = (url.searchParams.get('query') ?? '').toLowerCase();
    return { body: { data: all.filter((i) => `${i.name} ${i.short}`.toLowerCase().includes(q)) } };
  }
  return undefined;
};

/** Fills the personal step as a user would (Москва from the list) and presses «Далее». */
async function fillPersonalStep(calls: ReturnType<typeof mockApi>, email = 'anna@example.com') {
  const user = userEvent.setup();
  renderApp('/signup');
  await user.type(await screen.findByLabelText(/Фамилия/), 'Иванова');
  await user.type(screen.getByLabelText(/^Имя/), 'Анна');
  await user.type(screen.getByLabelText(/Дата рождения/), '01022003');
  await user.type(screen.getByLabelText(/Телефон/), '9991234567');
  await user.type(screen.getByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/^Пароль/), 'very-secret-1');
  await user.type(screen.getByLabelText(/Повторите пароль/), 'very-secret-1');
  await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/cities')).toBe(true));
  await user.selectOptions(screen.getByLabelText(/Город/), 'Москва');
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  return user;
}

const sent = (calls: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(String(calls.findLast((c) => c.url.pathname === path)?.init.body)) as Record<string, unknown>;

describe('sign-up', () => {
  it('shows the server’s field error beside the field and keeps what was typed', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const calls = mockApi((url) =>
      url.pathname === '/register/validate-personal'
        ? refused({ email: ['Этот e-mail уже зарегистрирован'] })
        : referenceLists(url),
    );
    await fillPersonalStep(calls);

    expect(await screen.findByText('Этот e-mail уже зарегистрирован')).toBeInTheDocument();
    expect(sent(calls, '/register/validate-personal')).toMatchObject({
      last_name: 'Иванова',
      birth_date: '2003-02-01',
      phone: '+79991234567',
      city_id: 1,
      citizenship: 'RU',
      password: 'very-secret-1',
    });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('anna@example.com');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Пароль/)).toHaveValue('very-secret-1');
  });

  it('finds the institution by what was typed, or asks to pick one of the suggestions', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const calls = mockApi((url) => (url.pathname.startsWith('/register/') ? ok : referenceLists(url)));
    const user = await fillPersonalStep(calls);
    const institution = await screen.findByRole('combobox', { name: /Учебное заведение/ });
    await user.type(institution, 'Казанский');
    await user.type(screen.getByLabelText(/Факультет/), 'ИВМиИТ');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText(ruProfileFields.education.pickSuggested)).toBeInTheDocument();
    expect(screen.getByLabelText(/Факультет/)).toHaveValue('ИВМиИТ');
    expect(calls.some((c) => c.url.pathname === '/register/validate-education')).toBe(false);

    await user.clear(institution);
    await user.type(institution, 'КФУ');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() =>
      expect(sent(calls, '/register/validate-education')).toMatchObject({ institution_id: 7 }),
    );
    expect(await screen.findByRole('group', { name: /Интересные направления/ })).toBeVisible();
  });

  it('never rewrites a typed graduation year: 1990 stays 1990 and the server’s message shows', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const calls = mockApi((url) => {
      if (url.pathname === '/register/validate-education')
        return refused({ graduation_year: ['Год выпуска — от 2000 до 2035'] });
      return url.pathname.startsWith('/register/') ? ok : referenceLists(url);
    });
    const user = await fillPersonalStep(calls);
    const year = await screen.findByLabelText(/Год выпуска/);
    await user.type(year, '1990');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Год выпуска — от 2000 до 2035')).toBeInTheDocument();
    expect(year).toHaveValue('1990');
  });

  it('turns the birth date as typed into an ISO date', () => {
    expect(ruDateToIso('31.12.2004')).toBe('2004-12-31');
    expect(ruDateToIso('31122004')).toBe('2004-12-31');
    expect(ruDateToIso('1.2.2004')).toBe('2004-02-01');
    expect(ruDateToIso('31.02.2004')).toBe('31.02.2004');
    expect(ruDateToIso('')).toBeUndefined();
  });
});
