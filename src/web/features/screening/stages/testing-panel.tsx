import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruTesting } from '#shared/i18n/ru/testing.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { useTestingTimer } from '../api/testing-timer.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { NeedsScripts } from '#web/components/needs-scripts.tsx';
import { TestingRules } from './testing/testing-rules.tsx';

/** The running test and its result: only while it runs and after it, so their code loads then. */
const TestingRun = lazyPart(() => import('./testing/testing-run.tsx').then((m) => m.TestingRun));
const TestingResult = lazyPart(() => import('./testing/testing-result.tsx').then((m) => m.TestingResult));

const t = ruTesting;

/**
 * The онлайн-тест stage's panel on /progress. What it shows follows the server's view of the test
 * (GET timer), not the stage passed in, which may be a moment older.
 */
export function TestingPanel({ stage }: { stage: ParticipantStage }) {
  const timer = useTestingTimer();
  if (timer.isPending) return <Loader aria-label={ruWebShell.loading} size="sm" />;
  if (timer.isError)
    return (
      <Alert color="red" title={t.loadFailed} role="alert">
        <Button size="xs" variant="light" mt="xs" onClick={() => void timer.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  const state = timer.data;
  if (state.status === 'awaiting')
    return (
      <>
        <NeedsScripts step="testing" />
        <TestingRules state={state} deadline={stage.deadline_at} />
      </>
    );
  if (state.status === 'testing')
    return (
      <>
        <NeedsScripts step="testing" />
        <TestingRun
          key={state.started_at}
          state={state}
          syncedAt={timer.dataUpdatedAt}
          resync={() => void timer.refetch()}
        />
      </>
    );
  return <TestingResult state={state} />;
}
