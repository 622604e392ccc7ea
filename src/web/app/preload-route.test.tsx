import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadClientState } from '#web/lib/client-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi } from '#web/test/render.tsx';
import { preloadRoute } from './preload-route.ts';
import { routes } from './router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  reloadClientState();
});

describe('preloadRoute', () => {
  it('starts every element of the match at once, wrapped ones too, and nothing off the match', () => {
    const started: string[] = [];
    const part = (name: string) =>
      Object.assign((_: { children?: ReactNode }) => <Outlet />, { preload: () => started.push(name) });
    const [Guard, Layout, Page, Other] = [part('guard'), part('layout'), part('page'), part('other')];
    const tree = [
      {
        element: (
          <Guard>
            <Layout />
          </Guard>
        ),
        children: [
          { path: '/a', element: <Page /> },
          { path: '/b', element: <Other /> },
        ],
      },
    ];
    preloadRoute(tree, '/a', createQueryClient());
    expect(started).toEqual(['guard', 'layout', 'page']);
  });

  it('asks for the session and the screening together on a participant route when signed in', async () => {
    window.localStorage.setItem(STORAGE_KEYS.auth, '1');
    reloadClientState();
    const calls = mockApi(() => ({ body: { data: null } }));
    preloadRoute(routes, '/vacancies', createQueryClient());
    await vi.waitFor(() =>
      expect(calls.map((c) => c.url.pathname).sort()).toEqual(['/api/screening/vacancy', '/api/users/info']),
    );
  });

  it('asks for nothing without the stored sign-in flag (the guards send the visitor to /login)', () => {
    reloadClientState();
    const queryClient = createQueryClient();
    preloadRoute(routes, '/vacancies', queryClient);
    // prefetchQuery puts a query in the cache as it starts: none started.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
