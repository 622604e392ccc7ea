import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { useTestingAnswer } from '../../api/testing-answer.ts';

export type SaveState = 'saving' | 'saved' | 'error';
const RETRY_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The participant's choices, each sent to the server as it is made. A failed save keeps the choice
 * and is retried until it lands (or a newer choice replaces it); a 4xx means the test can no longer
 * take answers (the time is up), and `onRefused` lets the panel re-read it from the server.
 * Starts from the server's answers: the caller keys the component by attempt.
 */
export function useAnswerSaver(initial: readonly (number | null)[], onRefused: () => void) {
  const { mutateAsync } = useTestingAnswer();
  const [choices, setChoices] = useState<(number | null)[]>(() => [...initial]);
  const [saving, setSaving] = useState<Record<number, SaveState>>({});
  // The latest choice per question: a late answer for an older one must not mark the newer saved.
  const latest = useRef(new Map<number, number>());
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(
    async (question: number, choice: number) => {
      const current = () => alive.current && latest.current.get(question) === choice;
      setSaving((s) => ({ ...s, [question]: 'saving' }));
      for (;;) {
        try {
          await mutateAsync({ question, choice });
          if (current()) setSaving((s) => ({ ...s, [question]: 'saved' }));
          return;
        } catch (error) {
          if (!current()) return;
          setSaving((s) => ({ ...s, [question]: 'error' }));
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            onRefused();
            return;
          }
        }
        await sleep(RETRY_MS);
        if (!current()) return;
      }
    },
    [mutateAsync, onRefused],
  );

  const choose = useCallback(
    (question: number, choice: number) => {
      latest.current.set(question, choice);
      setChoices((c) => c.map((v, i) => (i === question ? choice : v)));
      void send(question, choice);
    },
    [send],
  );

  return { choices, saving, choose };
}
