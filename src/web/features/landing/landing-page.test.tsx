import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEPARTMENTS } from '#shared/domain/selection-lists.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/render.tsx';
import { LandingPage } from './landing-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the landing', () => {
  it('gives each of the eight departments its own icon', async () => {
    mockApi(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <LandingPage homeTo={null} vacancies={null} /> },
    ]);
    render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const cards = await screen.findAllByTestId('department');
    expect(cards).toHaveLength(DEPARTMENTS.length);
    const icons = cards.map((c) =>
      [...(c.querySelector('svg')?.classList ?? [])].find((n) => n.startsWith('tabler-icon-')),
    );
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(DEPARTMENTS.length);
    // No vacancies read: no section for them.
    expect(screen.queryByRole('heading', { name: 'Открытые вакансии' })).toBeNull();
  });

  it('lists the open vacancies: preview, stages with deadlines behind their summary, JobPosting, «Откликнуться»', async () => {
    mockApi(() => undefined);
    const vacancy = {
      id: 41,
      title: 'Стажёр-разработчик',
      description: 'Пишем сервисы',
      department: 7,
      city: { id: 1, name: 'Москва' },
      work_format: 3,
      hours: 20,
      english_level: 3,
      tags: [],
      status: 'open' as const,
      created_at: '2026-11-02T09:00:00.000Z',
    };
    const stages = [
      { n: 1, type: 'SCREENING' as const, deadline_days: null },
      { n: 3, type: 'TESTING' as const, deadline_days: 2 },
    ];
    const router = createMemoryRouter([
      {
        path: '/',
        element: <LandingPage homeTo={null} vacancies={{ previews: [{ vacancy, stages }], total: 9 }} />,
      },
    ]);
    const { container } = render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const preview = await screen.findByRole('article', { name: 'Стажёр-разработчик' });
    for (const text of ['IT', 'Москва', 'Удалённая работа', '20 ч в неделю', 'Анкета', 'без срока', '2 дня'])
      expect(preview.textContent).toContain(text);
    expect(screen.getByRole('link', { name: /Откликнуться/ }).getAttribute('href')).toBe('/vacancies/41');
    expect(
      screen.getByText('Здесь 1 из 9. Все вакансии с фильтрами — в личном кабинете.', { exact: false }),
    ).toBeTruthy();
    const data = container.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(data)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Стажёр-разработчик',
      datePosted: '2026-11-02',
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { address: { addressLocality: 'Москва' } },
    });
  });
});
