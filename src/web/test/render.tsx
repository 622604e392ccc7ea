import { render } from '@testing-library/react';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { appContext } from '#web/lib/app-context.ts';
import { Providers } from '#web/app/providers.tsx';
import { routes } from '#web/render/routes.tsx';
import { reloadClientState } from '#web/lib/client-state.ts';
import { setNavigator } from '#web/lib/navigation.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

export { mockApi } from './mock-api.ts';

export const userOf = (
  role: 'participant' | 'recruiter' | 'manager' | 'admin',
  extra: Record<string, unknown> = {},
) => ({
  id: 1,
  role,
  email: `${role}@example.com`,
  phone: '+79990000001',
  first_name: 'Анна',
  last_name: 'Иванова',
  middle_name: '',
  need_how_know: false,
  phone_verified: true,
  consent_required: false,
  usability_due: false,
  ...extra,
});

/** Renders the whole app at a path, with the stored client state re-read first. */
export function renderApp(path: string) {
  reloadClientState();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(appContext, { queryClient, server: null });
      return context;
    },
  });
  setNavigator((to) => void router.navigate(to));
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient, path: () => router.state.location.pathname };
}
