import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const post = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  text: 'Текст с **важным**',
  kind: 'news',
  category: 'news',
  published_at: '2026-11-20T10:00:00.000Z',
  media: [],
  vacancy: null,
  reactions: { like: 2, heart: 0, fire: 0, clap: 0 },
  my_reaction: null,
  viewed: true,
  ...extra,
});

const offer = (id: number, canOpen: boolean) =>
  post(id, `Оффер ${id}`, {
    kind: 'offer',
    vacancy: {
      id: 40 + id,
      title: `Стажёр ${id}`,
      department: 7,
      city: 'Москва',
      status: 'open',
      can_open: canOpen,
    },
  });

function participantWith(feed: (url: URL) => unknown) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('participant') } };
    if (p === '/api/posts') return { body: feed(url) };
    if (/^\/api\/posts\/\d+\/react$/.test(p)) {
      const kind = init.method === 'POST' ? (JSON.parse(String(init.body)) as { kind: string }).kind : null;
      return {
        body: {
          data: {
            reactions: { like: kind === 'like' ? 3 : 2, heart: 0, fire: 0, clap: 0 },
            my_reaction: kind,
          },
        },
      };
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/newswire', () => {
  it('shows the posts; a reaction is pressed at once and taken back by a second press', async () => {
    const calls = participantWith(() => ({
      data: [post(1, 'Открыт набор'), offer(2, true), offer(3, false)],
      meta: { per_page: 10, next_cursor: null },
    }));
    renderApp('/newswire');
    const article = await screen.findByRole('article', { name: 'Открыт набор' }, { timeout: 10_000 });
    expect(within(article).getByText('важным').tagName).toBe('STRONG');
    const like = within(article).getByRole('button', { name: 'Нравится: 2' });
    fireEvent.click(like);
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Нравится: 3' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    fireEvent.click(within(article).getByRole('button', { name: 'Нравится: 3' }));
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Нравится: 2' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/posts/1/react').map((c) => c.init.method)).toEqual([
        'POST',
        'DELETE',
      ]),
    );
    // An offer links to its vacancy only when the page may open.
    expect(
      within(screen.getByRole('article', { name: 'Оффер 2' }))
        .getByRole('link', { name: 'Открыть вакансию' })
        .getAttribute('href'),
    ).toBe('/vacancies/42');
    const busy = screen.getByRole('article', { name: 'Оффер 3' });
    expect(within(busy).queryByRole('link', { name: 'Открыть вакансию' })).toBeNull();
    expect(within(busy).getByText('Откроется после завершения текущего отбора')).toBeTruthy();
    expect(screen.getByText('Вы дочитали ленту до конца')).toBeTruthy();
  });

  it('«Показать ещё» asks for the next page by the cursor', async () => {
    const calls = participantWith((url) =>
      url.searchParams.get('cursor') === '1700000000000_5'
        ? { data: [post(4, 'Вторая страница')], meta: { per_page: 10, next_cursor: null } }
        : { data: [post(5, 'Первая страница')], meta: { per_page: 10, next_cursor: '1700000000000_5' } },
    );
    renderApp('/newswire');
    await screen.findByRole('article', { name: 'Первая страница' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByRole('article', { name: 'Вторая страница' });
    expect(
      calls.some(
        (c) => c.url.pathname === '/api/posts' && c.url.searchParams.get('cursor') === '1700000000000_5',
      ),
    ).toBe(true);
  });

  it('an empty category says so', async () => {
    participantWith(() => ({ data: [], meta: { per_page: 10, next_cursor: null } }));
    renderApp('/newswire?category=tips');
    expect(
      await screen.findByText('В этой рубрике пока нет публикаций.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
