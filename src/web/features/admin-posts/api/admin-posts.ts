/** `GET /api/dashboard/posts` and `GET /api/dashboard/vacancies` (open positions an offer may link to). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPostsResponseSchema } from '#shared/contracts/posts.ts';
import type { PositionListResponseSchema } from '#shared/contracts/positions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type AdminPostsParams = {
  page: number;
  per_page: number;
  status?: string;
  category?: string;
  kind?: string;
  search?: string;
};

export const adminPostsQuery = (params: AdminPostsParams) =>
  queryOptions({
    queryKey: ['admin-posts', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<typeof AdminPostsResponseSchema>('/api/dashboard/posts', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminPosts = (params: AdminPostsParams) => useQuery(adminPostsQuery(params));

/** Open and paused positions, newest first: what an offer post links to. */
export const offerVacanciesQuery = queryOptions({
  queryKey: ['admin-posts', 'vacancies'],
  queryFn: ({ signal }) =>
    apiRequest<typeof PositionListResponseSchema>('/api/dashboard/vacancies', {
      query: { status: 'open,stop', per_page: 100 },
      signal,
    }),
  staleTime: 60_000,
});
