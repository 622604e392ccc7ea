import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import type { TestingState } from '#shared/contracts/testing.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/render.tsx';
import { TestingPanel } from './testing-panel.tsx';

const STAGE: ParticipantStage = {
  n: 3,
  type: 'TESTING',
  status: 'awaiting',
  deadline_at: '2026-06-01T12:00:00.000Z',
};
const QUESTIONS = [
  { text: 'Сколько будет 2 + 2?', choices: ['3', '4'] },
  { text: 'Столица России?', choices: ['Москва', 'Казань'] },
  { text: 'Какое число простое?', choices: ['21', '29'] },
];
const AWAITING: TestingState = {
  status: 'awaiting',
  question_count: 3,
  time_limit_minutes: 20,
  pass_mark: 60,
  started_at: null,
  ends_at: null,
  remaining_seconds: 0,
  questions: [],
  answers: [],
  score: null,
};
const running = (extra: Partial<TestingState> = {}): TestingState => ({
  ...AWAITING,
  status: 'testing',
  started_at: '2026-05-30T10:00:00.000Z',
  ends_at: '2026-05-30T10:20:00.000Z',
  remaining_seconds: 1200,
  questions: QUESTIONS,
  answers: [null, null, null],
  ...extra,
});

function renderPanel() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <TestingPanel stage={STAGE} />
    </Providers>,
  );
}

const PATH = '/api/screening/stage/testing';
afterEach(() => vi.unstubAllGlobals());

describe('TestingPanel', () => {
  it('before the start: the rules; «Начать тест» asks first, then shows the first question and the timer', async () => {
    let state = AWAITING;
    const calls = mockApi((url, init) => {
      if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
      if (url.pathname === `${PATH}/timer`) return { body: state };
      if (url.pathname === `${PATH}/start` && init.method === 'POST') {
        state = running();
        return { body: state };
      }
      return undefined;
    });
    renderPanel();
    expect(
      await screen.findByText('Вопросов: 3. На всё — 20 мин. Таймер нельзя поставить на паузу.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/не меньше чем на 60 % вопросов/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Начать тест' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.url.pathname === `${PATH}/start`)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать тест' }));
    expect(await screen.findByRole('radiogroup', { name: 'Вопрос 1 из 3' })).toBeInTheDocument();
    expect(screen.getByText('Сколько будет 2 + 2?')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
  });

  it('restores a running test: the time left by the server and the answers given', async () => {
    mockApi((url) =>
      url.pathname === `${PATH}/timer`
        ? { body: running({ remaining_seconds: 65, answers: [1, null, null] }) }
        : undefined,
    );
    renderPanel();
    expect(await screen.findByRole('timer')).toHaveTextContent('01:05');
    expect(screen.getByText('Отвечено: 1 из 3')).toBeInTheDocument();
    // The first unanswered question is shown; the answered one keeps its choice.
    expect(screen.getByRole('radiogroup', { name: 'Вопрос 2 из 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Вопрос 1 из 3' }));
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
  });

  it('saves each answer as given; a failed save keeps the choice and is retried', async () => {
    let failures = 1;
    const calls = mockApi((url, init) => {
      if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
      if (url.pathname === `${PATH}/timer`) return { body: running() };
      if (url.pathname === `${PATH}/answer` && init.method === 'PUT') {
        if (failures-- > 0) throw new TypeError('network down');
        const body = JSON.parse(String(init.body)) as { question: number; choice: number };
        return { body: { ...body, remaining_seconds: 1100 } };
      }
      return undefined;
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('radio', { name: '4' }));
    expect(await screen.findByText('Не удалось сохранить ответ. Пробуем ещё раз…')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    expect(await screen.findByText('Ответ сохранён', {}, { timeout: 5000 })).toBeInTheDocument();
    const puts = calls.filter((c) => c.url.pathname === `${PATH}/answer`);
    expect(puts.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { question: 0, choice: 1 },
      { question: 0, choice: 1 },
    ]);
    // Keyboard: arrows move within the choices of the next question.
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Москва' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Казань' })).toBeChecked();
  }, 10_000);

  it('«Завершить тест» lists the unanswered questions, then shows the score and what comes next', async () => {
    let state = running({ answers: [1, null, null] });
    const calls = mockApi((url, init) => {
      if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
      if (url.pathname === `${PATH}/timer`) return { body: state };
      if (url.pathname === `${PATH}/submit` && init.method === 'POST') {
        state = { ...state, status: 'success', score: 67, remaining_seconds: 0 };
        return { body: { score: 67, status: 'success' } };
      }
      if (url.pathname === '/api/screening/vacancy/stages') return { body: { data: [] } };
      return undefined;
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить тест' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Без ответа остались вопросы: 2, 3\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить тест' }));
    expect(await screen.findByText('Ваш результат: 67 % правильных ответов.')).toBeInTheDocument();
    expect(screen.getByText('Тест пройден — следующий этап уже открыт.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === `${PATH}/submit`)).toHaveLength(1);
  });

  it('at zero the test ends by itself', async () => {
    let state = running({ remaining_seconds: 0, answers: [1, 0, null] });
    const calls = mockApi((url, init) => {
      if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
      if (url.pathname === `${PATH}/timer`) return { body: state };
      if (url.pathname === `${PATH}/submit` && init.method === 'POST') {
        state = { ...state, status: 'expired_testing', score: 33 };
        return { body: { score: 33, status: 'expired_testing' } };
      }
      return undefined;
    });
    renderPanel();
    expect(await screen.findByText(/Время теста истекло: мы засчитали ответы/)).toBeInTheDocument();
    expect(screen.getByText('Ваш результат: 33 % правильных ответов.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === `${PATH}/submit`)).toHaveLength(1));
  });

  it('a load error offers a retry', async () => {
    mockApi(() => ({ status: 404, body: { message: 'В вашем отборе нет онлайн-теста' } }));
    renderPanel();
    expect(await screen.findByText('Не удалось загрузить тест')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
