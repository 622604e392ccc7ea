import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

type Role = 'participant' | 'recruiter' | 'manager' | 'admin';

function signedInAs(
  role: Role | null,
  extra: Record<string, unknown> = {},
  screening: { id: number } | null = null,
) {
  if (role) window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url) => {
    if (url.pathname === '/api/users/info')
      return role ? { body: { data: userOf(role, extra) } } : { status: 401, body: { message: 'Войдите' } };
    if (url.pathname === '/api/screening/vacancy')
      return {
        body: {
          data: screening
            ? {
                id: screening.id,
                title: 'Стажёр',
                description: '',
                department: 7,
                city: null,
                work_format: 1,
                hours: 20,
                english_level: 3,
                tags: [],
                status: 'open',
              }
            : null,
          application: screening ? { id: 5, status: 'assigned' } : null,
        },
      };
    if (url.pathname === '/api/screening/vacancy/stages')
      return { body: { data: [{ n: 1, type: 'SCREENING', status: 'eval', deadline_at: null }] } };
    if (url.pathname === '/api/messages')
      return { body: { data: [], meta: { page: 1, per_page: 1, total: 0, unread: 0 } } };
    if (url.pathname === '/api/screening/applications/amount') return { body: { amount: 3 } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = 1280;
});

describe('route guards', () => {
  it.each([
    ['participant', '/vacancies'],
    ['admin', '/admin/statistics'],
    ['recruiter', '/recruiter'],
    ['manager', '/manager/candidates'],
  ] as const)('closes entering pages to a signed-in %s (home %s)', async (role, home) => {
    signedInAs(role);
    const app = renderApp('/login');
    await waitFor(() => expect(app.path()).toBe(home));
  });

  it('sends a signed-out visitor of a role page to /login', async () => {
    signedInAs(null);
    const app = renderApp('/admin/users');
    await waitFor(() => expect(app.path()).toBe('/login'));
  });

  it('sends another role to its own home', async () => {
    signedInAs('manager');
    const app = renderApp('/admin/users');
    await waitFor(() => expect(app.path()).toBe('/manager/candidates'));
  });

  it('logs out locally when the stored session check fails', async () => {
    window.localStorage.setItem(STORAGE_KEYS.auth, '1');
    mockApi((url) =>
      url.pathname === '/api/users/info' ? { status: 401, body: { message: 'Войдите' } } : undefined,
    );
    const app = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Получить код' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.auth)).toBeNull());
  });

  it('keeps a participant who owes the how-know answer on /verified', async () => {
    signedInAs('participant', { need_how_know: true });
    const app = renderApp('/newswire');
    await waitFor(() => expect(app.path()).toBe('/verified'));
    expect(await screen.findByText('Откуда вы узнали о программе?')).toBeInTheDocument();
  });

  it('sends /activation without a current phone to /login', async () => {
    signedInAs(null);
    const app = renderApp('/activation');
    await waitFor(() => expect(app.path()).toBe('/login'));
  });

  it('shows /activation with a current phone', async () => {
    signedInAs(null);
    window.sessionStorage.setItem(STORAGE_KEYS.currentPhone, '+79990000001');
    renderApp('/activation');
    expect(await screen.findByText('+7 (999) 000-00-01')).toBeInTheDocument();
    expect(screen.getByLabelText('Код из SMS')).toBeInTheDocument();
  });

  it('stores a denied vacancy id for after sign-in', async () => {
    signedInAs(null);
    const app = renderApp('/vacancies/17');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.returnVacancyId)).toBe('17');
  });

  it('opens the stored vacancy after sign-in', async () => {
    window.localStorage.setItem(STORAGE_KEYS.returnVacancyId, '17');
    signedInAs('participant');
    const app = renderApp('/login');
    await waitFor(() => expect(app.path()).toBe('/vacancies/17'));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.returnVacancyId)).toBeNull());
  });

  it('sends a non-numeric vacancy id to /400', async () => {
    signedInAs('participant');
    const app = renderApp('/vacancies/abc');
    await waitFor(() => expect(app.path()).toBe('/400'));
  });

  it('allows only the active screening vacancy', async () => {
    signedInAs('participant', {}, { id: 3 });
    const app = renderApp('/vacancies/4');
    await waitFor(() => expect(app.path()).toBe('/progress'));
  });

  it('routes /screening by the active screening', async () => {
    signedInAs('participant', {}, { id: 3 });
    const app = renderApp('/screening');
    await waitFor(() => expect(app.path()).toBe('/progress'));
  });

  it('keeps /progress for participants with an active screening', async () => {
    signedInAs('participant');
    const app = renderApp('/progress');
    await waitFor(() => expect(app.path()).toBe('/vacancies'));
  });

  it('opens mobile pages only in mobile mode', async () => {
    signedInAs('participant');
    const app = renderApp('/mobile');
    await waitFor(() => expect(app.path()).toBe('/vacancies'));
  });

  it('sends /mobile/material without a picked material to /mobile', async () => {
    window.innerWidth = 375;
    signedInAs('participant');
    const app = renderApp('/mobile/material');
    await waitFor(() => expect(app.path()).toBe('/mobile'));
  });

  it('redirects /admin to statistics', async () => {
    signedInAs('admin');
    const app = renderApp('/admin');
    await waitFor(() => expect(app.path()).toBe('/admin/statistics'));
  });

  it('shows the not-found page for unknown paths', async () => {
    signedInAs(null);
    renderApp('/no/such/page');
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
  });
});
