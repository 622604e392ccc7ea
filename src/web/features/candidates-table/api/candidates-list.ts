/** `GET /api/dashboard/candidates`: one page of the staff table (the manager's scope is the server's). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidatesResponseSchema } from '#shared/contracts/candidates-table.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type CandidatesListParams = Record<string, string | number | undefined>;

export const candidatesListKey = ['dashboard', 'candidates', 'list'] as const;

export const candidatesListQuery = (params: CandidatesListParams) =>
  queryOptions({
    queryKey: [...candidatesListKey, params],
    queryFn: ({ signal }) =>
      apiRequest<typeof CandidatesResponseSchema>('/api/dashboard/candidates', { query: params, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useCandidatesList = (params: CandidatesListParams) => useQuery(candidatesListQuery(params));
