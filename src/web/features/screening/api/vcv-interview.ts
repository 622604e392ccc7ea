import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VcvInterviewResponseSchema } from '#shared/contracts/vcv.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/screening/stage/vcv/interview`: the questions, retakes left and which are answered. */
export const vcvInterviewQuery = queryOptions({
  // Under 'screening', so invalidating the screening queries refreshes it too.
  queryKey: ['screening', 'vcv', 'interview'],
  queryFn: ({ signal }) =>
    apiRequest<typeof VcvInterviewResponseSchema>('/api/screening/stage/vcv/interview', { signal }),
  staleTime: 30_000,
});

export function useVcvInterview(enabled: boolean) {
  return useQuery({ ...vcvInterviewQuery, enabled });
}
