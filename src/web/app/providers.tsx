import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RenderHints } from '#web/lib/render-hints.tsx';
import { BaseProviders } from './base-providers.tsx';

/**
 * The app's pages: the query cache beside what every page needs (base-providers.tsx), on the server
 * and in the browser alike. The dates setup is in the staff layout: the only place that uses it.
 */
export function Providers({
  queryClient,
  hints = null,
  children,
}: {
  queryClient: QueryClient;
  hints?: RenderHints | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <BaseProviders hints={hints}>{children}</BaseProviders>
    </QueryClientProvider>
  );
}
