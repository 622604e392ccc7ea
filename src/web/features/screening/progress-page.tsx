import { Divider } from '#web/components/ui/divider.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconArrowRight, IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { activeStageIndex } from '#shared/domain/stages.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ruWebProgress } from '#shared/i18n/ru/ui/progress.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { setPickedStage, useClientState } from '#web/lib/client-state.ts';
import { useEffect } from 'react';
import { pageHydrated } from '#web/lib/page-live.ts';
import { Withdraw } from './apply/withdraw.tsx';
import { formAction } from '#web/lib/form-action.ts';
import { screeningStagesQuery } from '../../api/screening-stages.ts';
import { screeningVacancyQuery } from '../../api/screening-vacancy.ts';
import { nextIndex, pickedIndex } from './progress/picked-stage.ts';
import { panelsReady, preloadPanels, StagePanel } from './progress/stage-panel.tsx';
import { StageStepper } from './progress/stage-stepper.tsx';
import { StageStrip } from './progress/stage-strip.tsx';
import { SurveyModal } from './progress/survey-modal.tsx';
import { Group, Stack } from '#web/components/ui/primitives.tsx';

/**
 * Before a navigation shows the page (app/route-modules.tsx), every stage type's panel is loaded: no
 * panel appears a moment after the rest of the page. Not on the first load, which must not wait for
 * them: the server drew the active stage's panel and the HTML preloads its chunk.
 */
export function beforeShown(): Promise<unknown> {
  return pageHydrated() ? panelsReady() : Promise.resolve();
}

/** Leaving and the offer's answer (decision 052), their code loaded when one is sent. */
export const action = formAction(async (fields, ctx) =>
  (await import('./progress/progress-action.ts')).progressAction(fields, ctx),
);

/** /progress: the active screening's stages, the picked stage's panel, and the survey due. */
export function ProgressPage() {
  const t = ruWebProgress;
  const j = ruJourney;
  const vacancy = useQuery(screeningVacancyQuery);
  const stages = useQuery(screeningStagesQuery);
  const picked = useClientState((s) => s.pickedStage);
  const list = stages.data ?? [];
  const active = activeStageIndex(list);
  const current = pickedIndex(list, picked);
  const next = nextIndex(list, current);
  const stage = list[current];
  const pick = (i: number) => setPickedStage(i === active ? null : i);
  // The other stages' panels, once the phone is idle after hydrating: picking one then draws it at once.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preloadPanels, 500);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preloadPanels, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, []);

  return (
    <>
      <PageHeader title={t.title} description={vacancy.data?.data?.title} />
      {stages.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label={ruWebShell.loading} />
        </Group>
      )}
      {stages.isError && (
        <Alert color="red" title={j.loadFailed}>
          <Stack gap="xs" align="flex-start">
            {errorMessage(stages.error)}
            <Button size="xs" variant="light" onClick={() => void stages.refetch()}>
              {j.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {stages.isSuccess && list.length === 0 && <EmptyState title={t.emptyTitle} text={t.emptyText} />}
      {stage && (
        <Card withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} mb="lg">
          <StageStepper stages={list} picked={current} onPick={pick} />
          <StageStrip stages={list} picked={current} active={active} onPick={pick} />
          <Divider my={{ base: 'sm', sm: 'lg' }} />
          <StagePanel key={stage.n} stage={stage} />
          {(next !== null || current !== active) && (
            <Group mt="lg" gap="sm">
              {current !== active && (
                <Button
                  variant="light"
                  leftSection={<IconTargetArrow size={18} />}
                  onClick={() => setPickedStage(null)}
                >
                  {t.backToActive}
                </Button>
              )}
              {next !== null && (
                <Button
                  variant="subtle"
                  rightSection={<IconArrowRight size={18} />}
                  onClick={() => setPickedStage(next === active ? null : next)}
                >
                  {j.nextStage}
                </Button>
              )}
            </Group>
          )}
        </Card>
      )}
      {/* After an accepted offer the server refuses to withdraw (support handles it): no button then. */}
      {stages.isSuccess && vacancy.data?.application && vacancy.data.application.status !== 'success' && (
        <Withdraw />
      )}
      {/* Its window opens over the current stage only, not over a stage picked to look at (the score
          of a test just finished): there the page offers it by its link. */}
      <SurveyModal survey={vacancy.data?.survey} dialog={picked === null} />
    </>
  );
}
