import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const FIRST = 'http://127.0.0.1:3000/api/calendar-feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const SECOND = 'http://127.0.0.1:3000/api/calendar-feed/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

/** A recruiter whose feed address is `url` until they renew it (each POST answers the next one). */
function recruiterWith(url: string | null, renewals: string[]) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  const posts: string[] = [];
  mockApi((u, init) => {
    const p = u.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('recruiter') } };
    if (p === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (p === '/api/dashboard/calendar-feed' && init.method === 'POST') {
      posts.push(p);
      return { body: { data: { url: renewals[posts.length - 1] } } };
    }
    if (p === '/api/dashboard/calendar-feed') return { body: { data: { url } } };
    return undefined;
  });
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the staff calendar page', () => {
  it('without an address offers to make one, then shows it to copy', async () => {
    const posts = recruiterWith(null, [FIRST]);
    renderApp('/recruiter/calendar');
    expect(await screen.findByRole('heading', { name: 'Мой календарь' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Ссылки ещё нет.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ссылка создана. Добавьте её в календарь.');
    expect(screen.getByRole('textbox', { name: 'Адрес календаря' })).toHaveValue(FIRST);
    expect(posts).toHaveLength(1);
    // The page is in the staff's menu.
    expect(screen.getByRole('link', { name: 'Календарь' }).getAttribute('href')).toBe('/recruiter/calendar');
  });

  it('renewing replaces the address and says the old one no longer works', async () => {
    recruiterWith(FIRST, [SECOND]);
    renderApp('/recruiter/calendar');
    const field = await screen.findByRole('textbox', { name: 'Адрес календаря' }, { timeout: 10_000 });
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Выпустить новую ссылку' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Готово: старая ссылка больше не работает.');
    expect(screen.getByRole('textbox', { name: 'Адрес календаря' })).toHaveValue(SECOND);
  });
});
