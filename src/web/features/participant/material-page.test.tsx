import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { setPickedMaterial } from '#web/lib/client-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { MaterialPage } from './material-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setPickedMaterial(null);
});

const base = {
  link: '',
  stages: [3],
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
};

function mockMaterial(body: Record<string, unknown>) {
  mockApi((url) =>
    url.pathname === `/api/materials/${body.id}`
      ? { body: { data: { ...base, ...body } } }
      : { status: 404, body: { message: 'Материал не найден' } },
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/mobile/material', element: <MaterialPage /> }], {
    initialEntries: ['/mobile/material'],
  });
  const { container } = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return container;
}

describe('MaterialPage', () => {
  it('an article: its Markdown rendered safely and its external link', async () => {
    mockMaterial({
      id: 4,
      kind: 'article',
      title: 'Резюме',
      text: '## Пять правил\n\n**Одна** страница <script>alert(1)</script>',
      link: 'https://example.com/a',
      media: null,
    });
    setPickedMaterial({ id: 4, title: 'Резюме', type: 'article' });
    const container = renderPage();
    expect(screen.getByRole('heading', { name: 'Резюме', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Пять правил' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('Одна');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: ru.home.material.openLink }).getAttribute('href')).toBe(
      'https://example.com/a',
    );
    expect(screen.getByRole('link', { name: ru.home.material.back }).getAttribute('href')).toBe('/mobile');
  });

  it('a video plays from its file; an error says so with a retry', async () => {
    mockMaterial({
      id: 5,
      kind: 'video',
      title: 'Интервью',
      text: '',
      media: { id: 77, name: 'v.webm', mime: 'video/webm', size: 10 },
    });
    setPickedMaterial({ id: 5, title: 'Интервью', type: 'video' });
    const container = renderPage();
    await screen.findByLabelText(ru.home.material.videoLabel('Интервью'));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/api/file/77');

    setPickedMaterial({ id: 6, title: 'Пропавший', type: 'podcast' });
    expect(await screen.findByText(ru.home.material.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: ru.home.mobile.retry })).toBeTruthy();
  });
});
