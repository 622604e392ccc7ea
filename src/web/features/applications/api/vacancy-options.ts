/** Positions to pick from (the filter and the move target), from the staff positions list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_POSITIONS_PER_PAGE, type PositionListResponseSchema } from '#shared/contracts/positions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const vacancyOptionsQuery = (status?: 'open') =>
  queryOptions({
    queryKey: ['screening', 'applications', 'vacancy-options', status ?? 'all'],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<typeof PositionListResponseSchema>('/api/dashboard/vacancies', {
        query: { sort: 'title', order: 'asc', per_page: MAX_POSITIONS_PER_PAGE, status },
        signal,
      });
      return answer.data.map((v) => ({ value: String(v.id), label: v.title }));
    },
    staleTime: 60_000,
  });

export const useVacancyOptions = (status?: 'open') => useQuery(vacancyOptionsQuery(status));
