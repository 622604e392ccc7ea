import { queryOptions } from '@tanstack/react-query';
import { ApplicationsAmountResponseSchema } from '#shared/contracts/screening.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/screening/applications/amount`: applications awaiting triage (the «Заявки» badge). */
export const applicationsAmountQuery = queryOptions({
  queryKey: ['screening', 'applications', 'amount'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest('/api/screening/applications/amount', {
        schema: ApplicationsAmountResponseSchema,
        signal,
      })
    ).amount,
  staleTime: 0,
});
