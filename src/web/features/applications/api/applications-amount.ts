import { queryOptions } from '@tanstack/react-query';
import type { ApplicationsAmountResponseSchema } from '#shared/contracts/screening.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/screening/applications/amount`: applications awaiting triage (the «Заявки» badge). */
export const applicationsAmountQuery = queryOptions({
  queryKey: ['screening', 'applications', 'amount'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<typeof ApplicationsAmountResponseSchema>('/api/screening/applications/amount', {
        signal,
      })
    ).amount,
  staleTime: 0,
});
