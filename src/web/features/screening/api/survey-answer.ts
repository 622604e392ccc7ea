import type { OkSchema } from '#shared/contracts/common.ts';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type SurveyAnswer = { type: SurveyType; score?: number; comment?: string; skipped?: boolean };

/** `PUT /api/users/feedback/{type}`: a 1-5 score and a comment, or skipped (not asked again). */
export function putSurveyAnswer({ type, ...body }: SurveyAnswer) {
  return apiRequest<typeof OkSchema>(`/api/users/feedback/${type}`, { method: 'PUT', body });
}
