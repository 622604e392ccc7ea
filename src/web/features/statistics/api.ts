/** `GET /api/dashboard/vacancies/statistics` for a period (dates sent as DD.MM.YYYY, like the general export). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticsSchema } from '#shared/contracts/statistics.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { periodQuery, type PeriodValue } from './period.ts';

export const statisticsQuery = (period: PeriodValue) =>
  queryOptions({
    queryKey: ['statistics', periodQuery(period)],
    queryFn: ({ signal }) =>
      apiRequest<typeof StatisticsSchema>('/api/dashboard/vacancies/statistics', {
        query: periodQuery(period),
        signal,
      }),
    // The old numbers stay on screen (dimmed) while another period loads.
    placeholderData: keepPreviousData,
  });

export const useStatistics = (period: PeriodValue | null) =>
  useQuery({
    ...statisticsQuery(period ?? { preset: 'all', from: null, to: null }),
    enabled: period !== null,
  });
