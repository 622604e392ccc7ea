import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const adminPost = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  text: '',
  kind: 'carousel',
  category: 'events',
  published_at: '2026-11-20T10:00:00.000Z',
  media: [],
  vacancy: null,
  reactions: { like: 2, heart: 1, fire: 0, clap: 0 },
  hidden: false,
  views: 12,
  negative_feedback: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function adminWith() {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('admin') } };
    if (p === '/api/dashboard/posts')
      return {
        body: {
          data: [adminPost(1, 'Летняя школа'), adminPost(2, 'Старый пост', { hidden: true })],
          meta: { page: 1, per_page: 20, total: 2 },
        },
      };
    if (p === '/api/dashboard/posts/1/status' && init.method === 'PUT')
      return { body: { data: adminPost(1, 'Летняя школа', { hidden: true }) } };
    if (p === '/api/dashboard/vacancies')
      return { body: { data: [], meta: { page: 1, per_page: 100, total: 0 } } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/admin/posts', () => {
  it('lists the posts with status and reach; hiding one sends the status', async () => {
    const calls = adminWith();
    renderApp('/admin/posts');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const row = within(table).getByText('Летняя школа').closest('tr')!;
    expect(within(row).getByText('Опубликован')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(within(table).getByText('Старый пост').closest('tr')!).getByText('Скрыт')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Скрыть: Летняя школа' }));
    await waitFor(() => {
      const put = calls.find((c) => c.url.pathname === '/api/dashboard/posts/1/status');
      expect(put && JSON.parse(String(put.init.body))).toEqual({ hidden: true });
    });
  });

  it('a carousel needs a title and 2-10 images before its preview', async () => {
    adminWith();
    renderApp('/admin/posts');
    fireEvent.click(await screen.findByRole('button', { name: 'Новая карусель' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая карусель' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Предпросмотр' }));
    expect(await within(dialog).findByText('Введите заголовок до 200 символов')).toBeTruthy();
    expect(within(dialog).getByText('Для карусели нужно от 2 до 10 изображений')).toBeTruthy();
    expect(within(dialog).queryByTestId('post-preview')).toBeNull();
  });
});
