import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#shared/contracts/profile.ts';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi, type Handler } from '#web/test/mock-api.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { renderApp, userOf } from '#web/test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const t = ru.home.profile;
const profile: Profile = {
  last_name: 'Петрова',
  first_name: 'Анна',
  middle_name: '',
  birth_date: '2004-03-15',
  email: 'anna@example.ru',
  phone: '+79991234567',
  city_id: 1,
  city_name: 'Казань',
  citizenship: 'RU',
  citizenship_name: 'Россия',
  institution_id: 3,
  institution_name: 'КФУ',
  faculty: 'Экономический',
  specialty: 'Финансы',
  level: 'bachelor',
  course: 3,
  graduation_year: 2027,
  departments: [2],
  work_format: 1,
  hours: 40,
  english_level: 4,
  relocate: false,
  consent: { version: '2026-01', accepted_at: '2026-11-01T09:00:00Z' },
  email_reminders: true,
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <p>Вход</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const common: Handler = (url) => {
  if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
  if (url.pathname === '/api/users/info') return { body: { data: userOf('participant') } };
  if (url.pathname === '/api/cities')
    return { body: { data: [{ id: 1, name: 'Казань', region: 'Татарстан' }] } };
  if (url.pathname === '/api/citizenships') return { body: { data: [{ code: 'RU', name: 'Россия' }] } };
  if (url.pathname === '/api/institutions')
    return { body: { data: [{ id: 3, name: 'КФУ', short: '', city: 'Казань' }] } };
  return undefined;
};

describe('ProfilePage', () => {
  it('shows the profile; a 422 puts the message beside the field and keeps what was typed', async () => {
    const calls = mockApi((url, init) => {
      if (url.pathname === '/api/users/profile' && init.method === 'PUT') {
        return {
          status: 422,
          body: { message: 'Проверьте введённые данные', errors: { email: [t.emailTaken] } },
        };
      }
      if (url.pathname === '/api/users/profile') return { body: { data: profile } };
      return common(url, init);
    });
    window.localStorage.setItem(STORAGE_KEYS.auth, '1');
    renderApp('/profile');
    expect(await screen.findByText('Петрова')).toBeTruthy();
    expect(screen.getByText('+7 (999) 123-45-67')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: t.edit }));
    const email = await screen.findByLabelText(new RegExp(t.email));
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.ru');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.emailTaken)).toBeTruthy();
    expect((screen.getByLabelText(new RegExp(t.email)) as HTMLInputElement).value).toBe('taken@example.ru');
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put!.init.body))).toMatchObject({
      email: 'taken@example.ru',
      last_name: 'Петрова',
      institution_id: 3,
      departments: [2],
      relocate: false,
    });
    expect(JSON.parse(String(put!.init.body)).phone).toBeUndefined();
  });

  it('consent withdrawal asks first, then calls with its confirmation and goes to sign-in', async () => {
    const calls = mockApi((url, init) => {
      if (url.pathname === '/api/users/consent') return { body: { message: t.withdrawn } };
      if (url.pathname === '/api/users/profile') return { body: { data: profile } };
      return common(url, init);
    });
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: t.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: t.withdrawTitle });
    const confirm = within(dialog).getByRole('button', { name: t.withdrawConfirm });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.url.pathname === '/api/users/consent')).toBe(false);
    await userEvent.click(within(dialog).getByLabelText(t.withdrawConfirmLabel));
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = calls.find((c) => c.url.pathname === '/api/users/consent')!;
    expect(call.init.method).toBe('DELETE');
    expect(JSON.parse(String(call.init.body))).toEqual({ confirm: true });
  });
});
