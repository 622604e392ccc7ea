import { Alert } from '#web/components/ui/alert.tsx';
import type { TestingState } from '#shared/contracts/testing.ts';
import { ruTesting } from '#shared/i18n/ru/testing.ts';
import { Text } from '#web/components/ui/primitives.tsx';

const t = ruTesting;

/** After the test (or when it cannot be taken): the score and what happens next. */
export function TestingResult({ state }: { state: TestingState }) {
  if (state.status === 'none') return <Text c="dimmed">{t.notOpenText}</Text>;
  if (state.status === 'expired_awaiting') return <Alert color="gray">{t.expiredAwaiting}</Alert>;
  const next =
    state.status === 'success'
      ? t.resultPassed
      : state.status === 'eval'
        ? t.resultEval
        : state.status === 'expired_testing'
          ? t.resultExpired
          : t.resultOther;
  return (
    <Alert
      color={state.status === 'success' ? 'green' : 'blue'}
      title={t.resultTitle}
      data-testid="testing-result"
    >
      {state.score !== null && (
        <Text fw={600} mb={4}>
          {t.resultScore(state.score)}
        </Text>
      )}
      <Text size="sm">{next}</Text>
    </Alert>
  );
}
