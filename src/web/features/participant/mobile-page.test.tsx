import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { getClientState, setPickedMaterial } from '#web/lib/client-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { MobilePage } from './mobile-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setPickedMaterial(null);
});
const t = ru.home.mobile;

const vacancy = {
  id: 7,
  title: 'Стажёр отдела продаж',
  description: '',
  department: 6,
  city: null,
  work_format: 2,
  hours: 30,
  english_level: 3,
  tags: [],
  status: 'open',
};
const material = (id: number, title: string, kind: string, forStage: boolean) => ({
  id,
  kind,
  title,
  link: '',
  stages: forStage ? [3] : [],
  media: null,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  for_stage: forStage,
});

function mockPage(opts: { active: boolean; materials: unknown[] }) {
  mockApi((url) => {
    switch (url.pathname) {
      case '/api/screening/vacancy':
        return {
          body: {
            data: opts.active ? vacancy : null,
            application: opts.active ? { id: 1, status: 'assigned' } : null,
            survey: null,
          },
        };
      case '/api/screening/vacancy/stages':
        return {
          body: {
            data: [
              { n: 1, type: 'SCREENING', status: 'success', deadline_at: null },
              { n: 3, type: 'TESTING', status: 'awaiting', deadline_at: '2026-12-01T12:00:00Z' },
              { n: 5, type: 'RECRUITER_INTERVIEW', status: 'none', deadline_at: null },
            ],
          },
        };
      case '/api/messages':
        return { body: { data: [], meta: { page: 1, per_page: 1, total: 4, unread: 2 } } };
      case '/api/materials':
        return { body: { data: { stage: opts.active ? 3 : 1, items: opts.materials } } };
      default:
        return undefined;
    }
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/mobile', element: <MobilePage /> },
      { path: '/mobile/material', element: <p>Материал</p> },
    ],
    { initialEntries: ['/mobile'] },
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('MobilePage', () => {
  it('shows the current stage, its next step and deadline, the unread count, and opens a picked material', async () => {
    mockPage({
      active: true,
      materials: [
        material(5, 'Как устроен онлайн-тест', 'video', true),
        material(9, 'О программе', 'article', false),
      ],
    });
    const router = renderPage();
    expect(await screen.findByText(`${t.stageTitle}: Тестирование`)).toBeTruthy();
    expect(screen.getByText(t.nextByStatus.awaiting!)).toBeTruthy();
    expect(screen.getByText(t.deadline('01.12.2026 15:00'))).toBeTruthy();
    expect(await screen.findByText(t.unread(2))).toBeTruthy();
    expect(screen.getByText(t.materialsForStage('Тестирование'))).toBeTruthy();
    expect(screen.getByText(t.materialsGeneral)).toBeTruthy();
    const link = screen.getByRole('link', { name: /Как устроен онлайн-тест/ });
    expect(link).toHaveAttribute('href', '/mobile/material?id=5');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/material'));
    expect(getClientState().pickedMaterial).toEqual({
      id: 5,
      title: 'Как устроен онлайн-тест',
      type: 'video',
    });
  });

  it('without a screening: points to the vacancies; no materials: says so', async () => {
    mockPage({ active: false, materials: [] });
    renderPage();
    expect(await screen.findByText(t.noScreening)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.toVacancies })).toBeTruthy();
    expect(await screen.findByText(t.materialsEmpty)).toBeTruthy();
  });
});
