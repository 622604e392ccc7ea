import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestingStateSchema } from '#shared/contracts/testing.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** How often a running test re-reads the time left from the server. */
export const TIMER_RESYNC_MS = 30_000;

export function getTestingTimer(signal?: AbortSignal) {
  return apiRequest<typeof TestingStateSchema>('/api/screening/stage/testing/timer', { signal });
}

/**
 * `GET /api/screening/stage/testing/timer`: the test as the server has it (rules, questions, answers
 * so far, time left). Always re-read on mount and focus: the server's clock is the only one that counts.
 */
export const testingTimerQuery = queryOptions({
  queryKey: ['screening', 'testing'],
  queryFn: ({ signal }) => getTestingTimer(signal),
  staleTime: 0,
});

export function useTestingTimer() {
  return useQuery({
    ...testingTimerQuery,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data?.status === 'testing' ? TIMER_RESYNC_MS : false),
  });
}
