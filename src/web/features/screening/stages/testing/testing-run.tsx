import { Progress } from '#web/components/ui/progress.tsx';
import { Radio } from '#web/components/ui/radio.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Paper } from '#web/components/ui/card.tsx';
import { IconCheck, IconClock, IconLoader2, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { TestingState } from '#shared/contracts/testing.ts';
import { Confirm } from '#web/components/confirm.tsx';
import { ruTesting } from '#shared/i18n/ru/testing.ts';
import { useTestingSubmit } from '../../api/testing-submit.ts';
import { useAnswerSaver, type SaveState } from './use-answer-saver.ts';
import { formatSeconds, useCountdown } from '#web/lib/countdown.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

const t = ruTesting;

type Props = {
  state: TestingState;
  /** When the state was read from the server (local ms): the countdown runs from there. */
  syncedAt: number;
  /** Re-read the test from the server (after a refused answer). */
  resync: () => void;
};

/**
 * A running test: one question at a time, each answer saved as given, the server's countdown. Keyed by
 * the attempt, so its choices start from the server's answers.
 */
export function TestingRun({ state, syncedAt, resync }: Props) {
  const total = state.questions.length;
  const left = useCountdown(state.remaining_seconds, syncedAt);
  const { choices, saving, choose } = useAnswerSaver(state.answers, resync);
  const [current, setCurrent] = useState(() =>
    Math.max(
      0,
      state.answers.findIndex((a) => a === null),
    ),
  );
  const submit = useTestingSubmit();
  const { mutate, isPending } = submit;
  const finish = () => {
    if (!isPending) mutate();
  };
  // At zero the test ends by itself, once: the server scores what was saved in time.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (left > 0 || autoSubmitted.current) return;
    autoSubmitted.current = true;
    mutate();
  }, [left, mutate]);

  const answered = choices.filter((c) => c !== null).length;
  const [confirming, setConfirming] = useState(false);
  const missing = choices.flatMap((c, i) => (c === null ? [String(i + 1)] : []));
  const confirmFinish = () => setConfirming(true);
  const question = state.questions[current];
  const choice = choices[current];
  const urgent = left <= 60;

  return (
    <Stack gap="md" data-testid="testing-run">
      <Paper
        withBorder
        radius="md"
        p="sm"
        pos="sticky"
        top={0}
        style={{ zIndex: 2 }}
        bg="var(--ui-color-body)"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconClock size={20} aria-hidden color={urgent ? 'var(--ui-color-red-7)' : undefined} />
            <Text
              role="timer"
              aria-label={t.timerLabel(formatSeconds(left, 2))}
              fw={700}
              fz="lg"
              c={urgent ? 'red.7' : undefined}
              ff="monospace"
            >
              {formatSeconds(left, 2)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t.answered(answered, total)}
          </Text>
        </Group>
        <Progress value={total ? (answered * 100) / total : 0} size="xs" mt={8} aria-hidden />
      </Paper>

      <Group gap={6} role="navigation" aria-label={t.rulesTitle}>
        {state.questions.map((_, i) => (
          <Button
            key={i}
            size="compact-sm"
            miw={36}
            variant={i === current ? 'filled' : choices[i] !== null ? 'light' : 'default'}
            aria-current={i === current ? 'step' : undefined}
            aria-label={t.question(i + 1, total)}
            onClick={() => setCurrent(i)}
          >
            {i + 1}
          </Button>
        ))}
      </Group>

      {question && (
        <Radio.Group
          key={current}
          label={t.question(current + 1, total)}
          description={
            <Text span size="md" c="var(--ui-color-text)" mt={4} display="block">
              {question.text}
            </Text>
          }
          value={choice === null || choice === undefined ? null : String(choice)}
          onChange={(v) => choose(current, Number(v))}
        >
          <Stack gap="sm" mt="sm">
            {question.choices.map((text, i) => (
              <Radio key={i} value={String(i)} label={text} size="md" />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <SaveStatus state={saving[current]} />

      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button variant="default" disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
            {t.prev}
          </Button>
          <Button variant="default" disabled={current >= total - 1} onClick={() => setCurrent((c) => c + 1)}>
            {t.next}
          </Button>
        </Group>
        <Button color="green" onClick={confirmFinish} loading={submit.isPending}>
          {t.finish}
        </Button>
      </Group>
      {submit.isError && (
        <Alert color="red" role="alert">
          {submit.error.message}
        </Alert>
      )}
      <Confirm
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t.finishConfirmTitle}
        confirmLabel={t.finish}
        cancelLabel={t.cancel}
        onConfirm={finish}
      >
        <Text size="sm">{missing.length ? t.finishUnanswered(missing.join(', ')) : t.finishAllAnswered}</Text>
      </Confirm>
    </Stack>
  );
}

function SaveStatus({ state }: { state: SaveState | undefined }) {
  return (
    <div aria-live="polite" style={{ minHeight: 26 }}>
      {state === 'saving' && (
        <Badge variant="light" color="gray" leftSection={<IconLoader2 size={14} />}>
          {t.saving}
        </Badge>
      )}
      {state === 'saved' && (
        <Badge variant="light" color="green" leftSection={<IconCheck size={14} />}>
          {t.saved}
        </Badge>
      )}
      {state === 'error' && (
        <Badge variant="light" color="orange" leftSection={<IconRefresh size={14} />}>
          {t.saveFailed}
        </Badge>
      )}
    </div>
  );
}
