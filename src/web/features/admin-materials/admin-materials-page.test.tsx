import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';
import { mockUpload } from '#web/test/mock-api.ts';

const t = ru.home.admin;
const material = (id: number, title: string) => ({
  id,
  kind: 'article',
  title,
  text: 'Текст',
  link: '',
  stages: [1, 3],
  media: null,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-02T09:00:00Z',
});

function signedInAdmin(list: unknown[]) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('admin') } };
    if (p === '/api/dashboard/materials') return { body: { data: list } };
    if (p.startsWith('/api/dashboard/materials/') && init.method === 'DELETE')
      return { body: { message: t.deleted } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('admin materials page', () => {
  it('lists the materials with their stages; a new one is checked, sent as `data`, and a 422 keeps what was typed', async () => {
    signedInAdmin([material(1, 'Резюме стажёра')]);
    let refuse = true;
    const sent = mockUpload(() =>
      refuse
        ? {
            status: 422,
            body: { message: 'Проверьте данные', errors: { link: [ru.home.materialErrors.link] } },
          }
        : { status: 200, body: { data: material(2, 'Новый') } },
    );
    renderApp('/admin/materials');
    expect(await screen.findByText('Резюме стажёра')).toBeTruthy();
    expect(screen.getByText('Анкета, Тестирование')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.create }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(ru.home.materialErrors.title)).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${t.titleField}`)), {
      target: { value: 'Новый' },
    });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${t.link}`)), {
      target: { value: 'https://example.com/v' },
    });
    fireEvent.click(within(dialog).getByLabelText('Оффер'));
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(ru.home.materialErrors.link)).toBeTruthy();
    expect((within(dialog).getByLabelText(new RegExp(`^${t.titleField}`)) as HTMLInputElement).value).toBe(
      'Новый',
    );
    expect(sent[0]!.url).toBe('/api/dashboard/materials/create');
    expect(JSON.parse(String(sent[0]!.body.get('data')))).toEqual({
      kind: 'video',
      title: 'Новый',
      text: '',
      link: 'https://example.com/v',
      stages: [7],
      remove_media: false,
    });

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.createTitle })).toBeNull());
  });

  it('deletes only after the confirmation', async () => {
    const calls = signedInAdmin([material(1, 'Резюме стажёра')]);
    renderApp('/admin/materials');
    fireEvent.click(await screen.findByRole('button', { name: `${t.delete}: Резюме стажёра` }));
    const dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    expect(within(dialog).getByText(t.deleteText('Резюме стажёра'))).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: t.deleteConfirm }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.init.method === 'DELETE' && c.url.pathname === '/api/dashboard/materials/1'),
      ).toBe(true),
    );
  });
});
