import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { AfterFirstRender } from '#web/components/client-only.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import { SurveyForm } from './survey-form.tsx';

/** The window loads only in the browser, after the page. */
const SurveyDialog = lazy(() =>
  reloadOnceIfStale(() => import('./survey-dialog.tsx')).then((m) => ({ default: m.SurveyDialog })),
);

/**
 * The stage survey due: a link to its form in the page (`?survey=<type>`, survey-form.tsx), which
 * works before the scripts and without them (decision 052), and the dialog once they run (`dialog`:
 * when the page allows it now); after an answer (`?survey=sent`), the thanks.
 */
export function SurveyDue({ survey, dialog }: { survey: SurveyType | null; dialog: boolean }) {
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
      <Button component={Link} to={`?survey=${survey}#survey`} variant="subtle" mt="lg">
        {ruJourney.surveyTitle}
      </Button>
      {dialog && (
        <AfterFirstRender>
          <Suspense fallback={null}>
            <SurveyDialog survey={survey} />
          </Suspense>
        </AfterFirstRender>
      )}
    </>
  );
}
