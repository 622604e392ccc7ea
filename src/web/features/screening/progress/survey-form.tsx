/**
 * The stage survey due as a form of the page (decision 052; components/score-form.tsx): a 1-5 score
 * and a comment, «Отправить» or «Пропустить» (a skip is recorded, so it is not asked again). It posts
 * to the action of the page it is on (/progress, or /vacancies after an ended record; survey-action.ts)
 * at `?survey=<type>`, where a refusal draws it again, before the scripts too; answered, the page
 * opens with `?survey=sent`. Drawn in the page at `?survey=<type>` and, once the scripts run, inside
 * the dialog (survey-dialog.tsx).
 */
import { useLocation } from 'react-router';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ScoreForm } from '#web/components/score-form.tsx';

/** The survey's form on the page it is on: where it posts, what it says. */
export function useSurveyForm(survey: SurveyType) {
  const t = ruJourney;
  const page = useLocation().pathname === '/vacancies' ? '/vacancies' : '/progress';
  const form = {
    id: 'survey',
    action: `${page}?survey=${survey}`,
    intent: 'survey',
    hidden: { survey },
    texts: {
      question: t.surveyQuestion[survey],
      hint: t.surveyScore,
      comment: t.surveyComment,
      send: t.surveySend,
      skip: t.surveySkip,
    },
  };
  return { page, form };
}

export function SurveyForm({ survey }: { survey: SurveyType }) {
  const { page, form } = useSurveyForm(survey);
  return <ScoreForm {...form} back={{ to: page, label: ruJourney.cancel }} />;
}
