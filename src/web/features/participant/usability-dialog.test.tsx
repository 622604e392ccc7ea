import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { userOf } from '#web/test/render.tsx';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { appContext } from '#web/lib/app-context.ts';
import { action } from './profile-page.tsx';
import { UsabilityDialog } from './usability-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());
const t = ru.home.usability;

/** The API of the dialog's calls; the calls made, as path, method and body. */
function answerApi(due: boolean) {
  const calls = mockApi((url, init) => {
    if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
    if (url.pathname === '/api/users/feedback/usability') {
      const body = JSON.parse(String(init.body)) as { score?: number; skipped?: boolean };
      // The API's rule: a score, unless skipped.
      if (!body.skipped && !body.score)
        return {
          status: 422,
          body: { message: 'Проверьте введённые данные', errors: { score: [ru.feedback.score] } },
        };
      return { body: { message: 'Спасибо за ответ!' } };
    }
    if (url.pathname === '/api/users/info')
      return { body: { data: userOf('participant', { usability_due: due }) } };
    return undefined;
  });
  return () =>
    calls.map(({ url, init }) => ({
      path: url.pathname,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    }));
}

/** The dialog on a participant page, its posts going to /profile's action as in the app. */
function renderDialog() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/newswire', element: <UsabilityDialog /> },
      { path: '/profile', action, element: <p>Профиль</p> },
    ],
    {
      initialEntries: ['/newswire'],
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(appContext, { queryClient, server: null });
        return context;
      },
    },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('UsabilityDialog', () => {
  it('after a week: a score is required, «Не сейчас» records a skip and closes it for good', async () => {
    const calls = answerApi(true);
    const router = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByText(ru.feedback.score)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: t.skip }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.title })).toBeNull());
    expect(calls().findLast((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/users/feedback/usability',
      body: { skipped: true },
    });
    // The page under the dialog stays.
    expect(router.state.location.pathname).toBe('/newswire');
  });

  it('is not offered before a week of use', async () => {
    const calls = answerApi(false);
    renderDialog();
    await waitFor(() => expect(calls().some((c) => c.path === '/api/users/info')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
