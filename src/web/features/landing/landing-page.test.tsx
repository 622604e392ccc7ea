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
    const router = createMemoryRouter([{ path: '/', element: <LandingPage homeTo={null} /> }]);
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
  });
});
