import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { screeningVacancyQuery } from '../../../api/screening-vacancy.ts';

export type SurveyAnswer = { type: SurveyType; score?: number; comment?: string; skipped?: boolean };

/** `PUT /api/users/feedback/{type}`: a 1-5 score and a comment, or skipped (not asked again). */
export function putSurveyAnswer({ type, ...body }: SurveyAnswer) {
  return apiRequest<typeof OkSchema>(`/api/users/feedback/${type}`, { method: 'PUT', body });
}

/** Once answered, the survey is no longer due: clear it from the cached screening answer at once. */
export function useSurveyAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSurveyAnswer,
    onSettled: () =>
      queryClient.setQueryData(screeningVacancyQuery.queryKey, (old) =>
        old ? { ...old, survey: null } : old,
      ),
  });
}
