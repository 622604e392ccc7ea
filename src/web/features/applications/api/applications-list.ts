/** `GET /api/screening/applications`: a page of applications with the admin's filters. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationsResponseSchema } from '#shared/contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type ApplicationsParams = {
  status?: string;
  vacancy_id?: string;
  date_from?: string;
  date_to?: string;
  q?: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
};

export const applicationsListQuery = (params: ApplicationsParams) =>
  queryOptions({
    queryKey: ['screening', 'applications', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<typeof ApplicationsResponseSchema>('/api/screening/applications', {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useApplicationsList = (params: ApplicationsParams) => useQuery(applicationsListQuery(params));
