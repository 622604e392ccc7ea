/**
 * The stage survey's answer or skip as /progress's form (decision 052; survey-form.tsx):
 * `PUT /api/users/feedback/{type}`, whose rules and Russian texts decide (a missing score, a long
 * comment). The action of /progress and of /vacancies (a survey due after an ended record), so a refusal
 * is drawn where the form was; answered, that page opens again with the thanks (`?survey=sent`).
 */
import { redirect } from 'react-router';
import { STAGE_SURVEY_TYPES, type SurveyType } from '#shared/domain/surveys.ts';
import type { AppContext } from '#web/lib/app-context.ts';
import { unknownIntent, type Fields } from '#web/lib/form-action.ts';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import { putSurveyAnswer } from '../api/survey-answer.ts';

export async function surveyAction(fields: Fields, ctx: AppContext, page: '/progress' | '/vacancies') {
  const type = fields.survey as SurveyType;
  const intent = fields.intent;
  if (!STAGE_SURVEY_TYPES.includes(type) || (intent !== 'survey' && intent !== 'survey-skip'))
    return unknownIntent();
  await putSurveyAnswer(
    intent === 'survey-skip'
      ? { type, skipped: true }
      : {
          type,
          // No score picked: the API names the field.
          ...(fields.score ? { score: Number(fields.score) } : {}),
          comment: fields.comment?.trim() ?? '',
        },
  );
  if (!ctx.server)
    ctx.queryClient.setQueryData(screeningVacancyQuery.queryKey, (old) =>
      old ? { ...old, survey: null } : old,
    );
  // From the dialog (a fetcher, scripts running): the page under it stays; the dialog goes with the
  // survey no longer due. From the page's form: the page again with the thanks.
  if (fields.from === 'dialog' && !ctx.server) return { sent: true };
  return redirect(`${page}?survey=sent`);
}
