import type { SurveyType } from '#shared/domain/surveys.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ScoreDialog } from '#web/components/score-dialog.tsx';
import { useSurveyForm } from './survey-form.tsx';

/**
 * The stage survey due (from `GET /api/screening/vacancy`), over the page once the scripts run: the
 * page's survey form (survey-form.tsx), sent through the page's action by a fetcher. Closing the window
 * only hides it for this visit; the page still links to it. Answered, the survey is no longer due and
 * the dialog goes with it.
 */
export function SurveyDialog({ survey }: { survey: SurveyType }) {
  const { form } = useSurveyForm(survey);
  return <ScoreDialog title={ruJourney.surveyTitle} {...form} hidden={{ survey, from: 'dialog' }} />;
}
