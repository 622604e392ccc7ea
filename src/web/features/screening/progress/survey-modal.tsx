import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { AfterFirstRender } from '#web/components/client-only.tsx';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Anchor } from '#web/components/plain/anchor.tsx';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/** The window with its form loads only when a survey is due, and only in the browser, after the page. */
const SurveyDialog = lazy(() =>
  reloadOnceIfStale(() => import('./survey-dialog.tsx')).then((m) => ({ default: m.SurveyDialog })),
);

/** The form drawn in the page (`?survey=<type>`), by the server too: a part of its own. */
const SurveyForm = lazyPart(() => import('./survey-form.tsx').then((m) => m.SurveyForm), {
  module: 'features/screening/progress/survey-form.tsx',
});

/**
 * The stage survey due, if any: a link to its form in the page, which works before the scripts and
 * without them (decision 052), and the dialog once they run; after an answer, the thanks.
 */
export function SurveyModal({ survey }: { survey: SurveyType | null | undefined }) {
  const [params] = useSearchParams();
  const asked = params.get('survey');
  if (asked === 'sent')
    return (
      <Alert color="green" role="status" mt="lg">
        {ruJourney.surveyThanks}
      </Alert>
    );
  if (!survey) return null;
  if (asked === survey) return <SurveyForm survey={survey} />;
  return (
    <>
      <Anchor component={Link} to={`?survey=${survey}#survey`} display="block" mt="lg">
        {ruJourney.surveyTitle}
      </Anchor>
      <AfterFirstRender>
        <Suspense fallback={null}>
          <SurveyDialog survey={survey} />
        </Suspense>
      </AfterFirstRender>
    </>
  );
}
