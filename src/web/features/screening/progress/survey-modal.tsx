import { useSearchParams } from 'react-router';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';

/** The survey's link, form, dialog and thanks: a part of its own, loaded only when there is one. */
const SurveyDue = lazyPart(() => import('./survey-due.tsx').then((m) => m.SurveyDue));

/**
 * The stage survey due, if any, or the thanks for the answer just sent (survey-due.tsx); `dialog`
 * false: offered by its link only, its window held back.
 */
export function SurveyModal({
  survey,
  dialog = true,
}: {
  survey: SurveyType | null | undefined;
  dialog?: boolean;
}) {
  const [params] = useSearchParams();
  if (!survey && params.get('survey') !== 'sent') return null;
  return <SurveyDue survey={survey ?? null} dialog={dialog} />;
}
