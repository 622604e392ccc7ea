import { lazy, Suspense } from 'react';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { AfterFirstRender } from '#web/components/client-only.tsx';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/** The window with its form loads only when a survey is due, and only in the browser, after the page. */
const SurveyDialog = lazy(() =>
  reloadOnceIfStale(() => import('./survey-dialog.tsx')).then((m) => ({ default: m.SurveyDialog })),
);

/** The stage survey due, if any (survey-dialog.tsx). */
export function SurveyModal({ survey }: { survey: SurveyType | null | undefined }) {
  if (!survey) return null;
  return (
    <AfterFirstRender>
      <Suspense fallback={null}>
        <SurveyDialog survey={survey} />
      </Suspense>
    </AfterFirstRender>
  );
}
