import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacanciesResponseSchema } from '#shared/contracts/vacancies.ts';
import { fetchVacancy } from '#web/api/vacancy.ts';
import { fetchVacancyStages } from '#web/api/vacancy-stages.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import type { VacancyPreviewData } from '#web/components/vacancy-preview/vacancy-preview.tsx';

/** As many as the /vacancies page's first screen shows. */
export const LANDING_VACANCIES = 6;

export type LandingVacancies = { previews: VacancyPreviewData[]; total: number };

/**
 * The landing's open vacancies, newest first, each with its stages: `GET /api/vacancies/all`, then
 * `GET /api/vacancies/{id}` (the description and date its JobPosting needs) and `/{id}/stages` for
 * each. On the server these are in-process calls, made once a minute for every signed-out visitor
 * (docs/decisions/062-landing-shows-open-vacancies.md). A vacancy made a draft between the calls (404) is left out.
 */
export const landingVacanciesQuery = queryOptions({
  queryKey: ['vacancies', 'landing'],
  queryFn: async ({ signal }): Promise<LandingVacancies> => {
    const list = await apiRequest<typeof VacanciesResponseSchema>('/api/vacancies/all', {
      query: { per_page: LANDING_VACANCIES },
      signal,
    });
    const previews = await Promise.all(
      list.data.map(async ({ id }) => {
        try {
          const [vacancy, stages] = await Promise.all([
            fetchVacancy(id, signal),
            fetchVacancyStages(id, signal),
          ]);
          // The stages' settings (the screening's questions) are no preview's: the landing's data stays small.
          const plain = stages.data.map(({ n, type, deadline_days }) => ({ n, type, deadline_days }));
          return { vacancy: vacancy.data, stages: plain };
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      }),
    );
    return { previews: previews.filter((p) => p !== null), total: list.meta.total };
  },
  staleTime: 60_000,
});

export function useLandingVacancies() {
  return useQuery(landingVacanciesQuery);
}
