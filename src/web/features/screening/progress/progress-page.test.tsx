import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPickedStage } from '#web/lib/client-state.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';
import { nextIndex, pickedIndex } from './picked-stage.ts';

const VACANCY = {
  id: 9,
  title: 'Стажёр-разработчик (IT)',
  description: '',
  department: 7,
  city: null,
  work_format: 1,
  hours: 20,
  english_level: 3,
  tags: [],
  status: 'open',
};
type Stage = {
  n: number;
  type: string;
  status: string;
  deadline_at: string | null;
  slot?: unknown;
  info?: unknown;
  score?: number | null;
};

const IT: Stage[] = [
  { n: 1, type: 'SCREENING', status: 'success', deadline_at: null },
  { n: 2, type: 'VCV', status: 'success', deadline_at: null },
  {
    n: 3,
    type: 'TESTING',
    status: 'awaiting',
    deadline_at: new Date(Date.now() + 5 * 3_600_000).toISOString(),
  },
  { n: 4, type: 'ASSESSMENT', status: 'none', deadline_at: null, slot: null },
  { n: 7, type: 'OFFER', status: 'none', deadline_at: null, info: { offer_file: null } },
];

function participantWith(stages: Stage[], extra: { survey?: string | null; stagesStatus?: number } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  const decisions: unknown[] = [];
  const surveys: { path: string; body: unknown }[] = [];
  let withdrawn = false;
  mockApi((url, init) => {
    if (url.pathname === '/api/users/info') return { body: { data: userOf('participant') } };
    // After the withdrawal the screening is over, and its outcome was told by the close answer.
    if (url.pathname === '/api/screening/vacancy')
      return {
        body: {
          data: withdrawn ? null : VACANCY,
          application: withdrawn ? null : { id: 5, status: 'assigned' },
          last_outcome: null,
          survey: extra.survey ?? null,
        },
      };
    if (url.pathname === '/api/screening/close') {
      withdrawn = true;
      return {
        body: {
          message: 'Вы вышли из отбора',
          application: { id: 5, status: 'cancel' },
          outcome: { vacancy_title: VACANCY.title, status: 'cancel' },
        },
      };
    }
    if (url.pathname === '/api/vacancies/filter')
      return { body: { data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } } };
    if (url.pathname === '/api/screening/vacancy/stages')
      return extra.stagesStatus
        ? { status: extra.stagesStatus, body: { message: 'Не найдено' } }
        : { body: { data: stages } };
    if (url.pathname === '/api/messages')
      return { body: { data: [], meta: { page: 1, per_page: 1, total: 0, unread: 0 } } };
    if (url.pathname === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (url.pathname === '/api/screening/stage/offer/decision') {
      decisions.push(JSON.parse(String(init.body)));
      return { body: { message: 'Оффер принят' } };
    }
    if (url.pathname.startsWith('/api/users/feedback/')) {
      surveys.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return { body: { message: 'Спасибо за ответ!' } };
    }
    return undefined;
  });
  return { decisions, surveys };
}

/** Adds the running test's timer to the mocked API (after participantWith). */
function mockTimer(ends: string) {
  const base = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/screening/stage/testing/timer') return base(input, init);
    const state = {
      status: 'testing',
      question_count: 1,
      time_limit_minutes: 20,
      pass_mark: 60,
      started_at: new Date().toISOString(),
      ends_at: ends,
      remaining_seconds: 1200,
      questions: [{ text: 'Сколько будет 2 + 2?', choices: ['3', '4'] }],
      answers: [null],
      score: null,
    };
    return new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setPickedStage(null);
});

describe('the active stage rule', () => {
  it('starts at the last stage before the first unstarted one; a picked one stays within the list', () => {
    const s = (status: string) => ({ status }) as { status: 'none' };
    expect(pickedIndex([s('success'), s('awaiting'), s('none')], null)).toBe(1);
    expect(pickedIndex([s('none'), s('none')], null)).toBe(0);
    expect(pickedIndex([s('success'), s('success')], null)).toBe(1);
    expect(pickedIndex([s('success'), s('awaiting'), s('none')], 0)).toBe(0);
    expect(pickedIndex([s('success'), s('awaiting')], 7)).toBe(1);
    expect(nextIndex([1, 2, 3], 1)).toBe(2);
    expect(nextIndex([1, 2, 3], 2)).toBeNull();
  });
});

describe('/progress', () => {
  it('opens at the current stage, picks an earlier one, goes to the next, and returns', async () => {
    participantWith(IT);
    const user = userEvent.setup();
    renderApp('/progress');
    const panel = await screen.findByTestId('stage-panel');
    expect(within(panel).getByRole('heading', { name: 'Тестирование' })).toBeTruthy();
    expect(within(panel).getByTestId('countdown').textContent).toMatch(
      /Осталось 4 ч 5\d мин|Осталось 5 ч 0 мин/,
    );
    expect(screen.queryByRole('button', { name: 'К текущему этапу' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Анкета/ }));
    expect(within(screen.getByTestId('stage-panel')).getByRole('heading', { name: 'Анкета' })).toBeTruthy();
    // Each stage type's panel is a chunk of its own, fetched once the page is live: here, at once.
    expect(await screen.findByText('Анкета и резюме отправлены.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Следующий этап' }));
    expect(
      within(screen.getByTestId('stage-panel')).getByRole('heading', { name: 'Видеорезюме' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'К текущему этапу' }));
    expect(
      within(screen.getByTestId('stage-panel')).getByRole('heading', { name: 'Тестирование' }),
    ).toBeTruthy();
    expect(screen.getByText('Этап 3 из 5')).toBeTruthy();

    // A later stage looked at says it is not where the participant is (issue 31, item 9).
    await user.click(screen.getByRole('button', { name: 'Следующий этап' }));
    expect(
      within(screen.getByTestId('stage-panel')).getByRole('heading', { name: 'Ассессмент' }),
    ).toBeTruthy();
    expect(screen.getByText('Этап 4 из 5 · вы на этапе 3')).toBeTruthy();
  });

  it('a running test shows one countdown, its own, not the stage deadline as well (issue 31, item 9)', async () => {
    const ends = new Date(Date.now() + 20 * 60_000).toISOString();
    participantWith(
      IT.map((st) => (st.type === 'TESTING' ? { ...st, status: 'testing', deadline_at: ends } : st)),
    );
    mockTimer(ends);
    renderApp('/progress');
    const panel = await screen.findByTestId('stage-panel');
    expect(await within(panel).findByRole('timer')).toBeTruthy();
    expect(within(panel).queryByTestId('countdown')).toBeNull();
    expect(panel).not.toHaveTextContent(/Срок: до/);
  });

  it('on a phone, «Все этапы» opens the list of stages by the keyboard; a stage picked there closes it', async () => {
    participantWith(IT);
    const user = userEvent.setup();
    renderApp('/progress');
    // The test's panel: its chunk arrived and its timer asked for.
    await within(await screen.findByTestId('stage-panel')).findByTestId('countdown');
    const toggle = screen.getByRole('button', { name: 'Все этапы' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed, the list is not in the page (nothing to tab to), as with Mantine's Collapse.
    expect(document.getElementById('progress-stage-list')).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: ruJourney.stepperLabel });
    expect(within(list).getAllByRole('button')).toHaveLength(IT.length);
    expect(within(list).getByRole('button', { current: 'step' }).textContent).toContain('Тестирование');

    await user.click(within(list).getByRole('button', { name: /Анкета/ }));
    expect(within(screen.getByTestId('stage-panel')).getByRole('heading', { name: 'Анкета' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Все этапы' }).getAttribute('aria-expanded')).toBe('false');
    // Closing, it stays for its 200 ms of motion, out of reach; then it is gone.
    expect(document.getElementById('progress-stage-list')?.closest('[inert]')).toBeTruthy();
    await waitFor(() => expect(document.getElementById('progress-stage-list')).toBeNull());
    expect(await screen.findByText('Анкета и резюме отправлены.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'К текущему этапу' }));
    await within(screen.getByTestId('stage-panel')).findByTestId('countdown');
  });

  it('an empty pipeline and a failed load say so', async () => {
    participantWith([]);
    renderApp('/progress');
    expect(await screen.findByText('Этапы отбора ещё не назначены')).toBeTruthy();
    vi.unstubAllGlobals();
    participantWith(IT, { stagesStatus: 404 });
    renderApp('/progress');
    expect(await screen.findByText('Не удалось загрузить этапы отбора')).toBeTruthy();
  });

  it('a meeting shows its slot in Moscow time, the link, and a calendar file', async () => {
    participantWith([
      { n: 1, type: 'SCREENING', status: 'success', deadline_at: null },
      {
        n: 4,
        type: 'ASSESSMENT',
        status: 'assigned',
        deadline_at: null,
        slot: {
          at: '2026-12-01T09:30:00.000Z',
          place: 'Офис JTI',
          link: 'https://meet.example.com/a',
          note: null,
        },
      },
      { n: 7, type: 'OFFER', status: 'none', deadline_at: null },
    ]);
    renderApp('/progress');
    expect(await screen.findByText(/01\.12\.2026 в 12:30 по московскому времени/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/a' }).getAttribute('target')).toBe(
      '_blank',
    );
    // The server's file of the meeting, the one its invitation e-mail carried (decision 070).
    const calendar = screen.getByRole('link', { name: 'Добавить в календарь' });
    expect(calendar.getAttribute('href')).toBe('/api/screening/stage/4/meeting.ics');
    expect(calendar.hasAttribute('download')).toBe(true);
  });

  it('declining the offer asks to confirm and sends the reason; accepting sends accept', async () => {
    const { decisions } = participantWith([
      { n: 1, type: 'SCREENING', status: 'success', deadline_at: null },
      {
        n: 7,
        type: 'OFFER',
        status: 'awaiting',
        deadline_at: null,
        info: { offer_file: { id: 42, name: 'Оффер.pdf' } },
      },
      { n: 8, type: 'INTERNSHIP_START', status: 'none', deadline_at: null },
    ]);
    const user = userEvent.setup();
    renderApp('/progress');
    expect((await screen.findByRole('link', { name: /Скачать «Оффер.pdf»/ })).getAttribute('href')).toBe(
      '/api/file/42',
    );

    // Each answer asks on the page first (a link: it works before the scripts); nothing is sent before.
    await user.click(screen.getByRole('link', { name: 'Отказаться' }));
    await screen.findByRole('heading', { name: 'Отказаться от оффера?' });
    expect(decisions).toHaveLength(0);
    await user.type(screen.getByLabelText('Причина (необязательно)'), 'Другое предложение');
    await user.click(screen.getByRole('button', { name: 'Да, отказываюсь' }));
    await waitFor(() => expect(decisions).toEqual([{ accept: false, reason: 'Другое предложение' }]));

    cleanup();
    renderApp('/progress');
    await user.click(await screen.findByRole('link', { name: 'Принять оффер' }));
    await screen.findByRole('heading', { name: 'Принять оффер?' });
    expect(decisions).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Да, принимаю' }));
    await waitFor(() =>
      expect(decisions).toEqual([{ accept: false, reason: 'Другое предложение' }, { accept: true }]),
    );
  });

  it('«Принять оффер» waits for the offer document; declining does not', async () => {
    participantWith([
      { n: 1, type: 'SCREENING', status: 'success', deadline_at: null },
      { n: 7, type: 'OFFER', status: 'awaiting', deadline_at: null, info: { offer_file: null } },
      { n: 8, type: 'INTERNSHIP_START', status: 'none', deadline_at: null },
    ]);
    renderApp('/progress');
    const accept = await screen.findByRole('button', { name: 'Принять оффер' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription('Принять оффер можно, когда появится его документ.');
    expect(screen.getByText('Документ оффера скоро появится здесь.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Отказаться' })).toBeVisible();
  });

  it('an accepted offer says so and that the date and place will come; once set, where to come (issue 31, item 6)', async () => {
    const accepted = (info: Record<string, string | null>): Stage[] => [
      { n: 1, type: 'SCREENING', status: 'success', deadline_at: null },
      { n: 7, type: 'OFFER', status: 'success', deadline_at: null, info: { offer_file: null } },
      { n: 8, type: 'INTERNSHIP_START', status: 'awaiting', deadline_at: null, info },
    ];
    participantWith(accepted({ start_at: null, address: null, contact: null }));
    renderApp('/progress');
    let panel = await screen.findByTestId('stage-panel');
    expect(within(panel).getByRole('heading', { name: 'Выход на стажировку' })).toBeTruthy();
    expect(panel).toHaveTextContent(
      'Оффер принят — поздравляем! Дату и место первого дня мы сообщим в уведомлениях, как только их назначим.',
    );
    expect(within(panel).getByLabelText('Статус: Дата уточняется')).toBeTruthy();
    expect(panel).not.toHaveTextContent(/Приходите|Ждём вас|Уточняется/);

    cleanup();
    vi.unstubAllGlobals();
    participantWith(
      accepted({
        start_at: '2027-02-01T06:00:00.000Z',
        address: 'Москва, Пресненская наб., 10',
        contact: null,
      }),
    );
    renderApp('/progress');
    panel = await screen.findByTestId('stage-panel');
    expect(await within(panel).findByText('01.02.2027 в 09:00')).toBeTruthy();
    expect(panel).toHaveTextContent('Приходите в первый день стажировки по адресу ниже.');
    expect(panel).toHaveTextContent('Москва, Пресненская наб., 10');
    expect(within(panel).getByLabelText('Статус: Ждём вас')).toBeTruthy();
  });

  it('«Выйти из отбора» leads to /vacancies, which says once that the screening ended and how', async () => {
    participantWith(IT);
    const user = userEvent.setup();
    const app = renderApp('/progress');
    await user.click(await screen.findByRole('link', { name: 'Выйти из отбора' }));
    await user.click(await screen.findByRole('button', { name: 'Да, выйти' }));
    const banner = await screen.findByTestId('last-outcome');
    expect(app.path()).toBe('/vacancies');
    expect(banner).toHaveTextContent(ruJourney.outcomeTitle(VACANCY.title));
    expect(banner).toHaveTextContent(ruJourney.outcomeText.cancel);
  });

  it('a passed test shows its score first, on the test; the survey waits for the current stage (issue 31, item 2)', async () => {
    const testing = (status: string, score: number | null) => ({
      status,
      question_count: 1,
      time_limit_minutes: 20,
      pass_mark: 60,
      started_at: '2026-05-30T10:00:00.000Z',
      ends_at: '2026-05-30T10:20:00.000Z',
      remaining_seconds: status === 'testing' ? 1200 : 0,
      questions: [{ text: 'Сколько будет 2 + 2?', choices: ['3', '4'] }],
      answers: [1],
      score,
    });
    let done = false;
    const stages = () =>
      IT.map((st) =>
        st.type === 'TESTING'
          ? { ...st, status: done ? 'success' : 'testing', score: done ? 100 : null }
          : st.type === 'ASSESSMENT' && done
            ? { ...st, status: 'awaiting' }
            : st,
      );
    window.localStorage.setItem(STORAGE_KEYS.auth, '1');
    mockApi((url, init) => {
      if (url.pathname === '/api/users/info') return { body: { data: userOf('participant') } };
      if (url.pathname === '/api/screening/vacancy')
        return {
          body: {
            data: VACANCY,
            application: { id: 5, status: 'assigned' },
            last_outcome: null,
            survey: done ? 'test-success' : null,
          },
        };
      if (url.pathname === '/api/screening/vacancy/stages') return { body: { data: stages() } };
      if (url.pathname === '/api/screening/stage/testing/timer')
        return { body: done ? testing('success', 100) : testing('testing', null) };
      if (url.pathname === '/api/screening/stage/testing/submit' && init.method === 'POST') {
        done = true;
        return { body: { score: 100, status: 'success' } };
      }
      if (url.pathname === '/api/screening/slots') return { body: { data: null } };
      if (url.pathname === '/api/messages')
        return { body: { data: [], meta: { page: 1, per_page: 1, total: 0, unread: 0 } } };
      if (url.pathname === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=t';
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/progress');
    await user.click(await screen.findByRole('button', { name: 'Завершить тест' }, { timeout: 5000 }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Завершить тест' }),
    );

    const panel = await screen.findByTestId('testing-result');
    expect(panel).toHaveTextContent('Ваш результат: 100 % правильных ответов.');
    expect(panel).toHaveTextContent('Тест пройден — следующий этап уже открыт.');
    // The survey is due now: offered by its link under the result, not over it.
    await screen.findByRole('link', { name: 'Оцените этап' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByTestId('stage-panel')).getByRole('heading', { name: 'Тестирование' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'К текущему этапу' }));
    expect(
      within(screen.getByTestId('stage-panel')).getByRole('heading', { name: 'Ассессмент' }),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Оцените этап' })).toBeTruthy();
  });

  it('asks the survey due; skipping records a skip', async () => {
    const { surveys } = participantWith(IT, { survey: 'video-interview-success' });
    const user = userEvent.setup();
    renderApp('/progress');
    const dialog = await screen.findByRole('dialog', { name: 'Оцените этап' });
    expect(within(dialog).getByText('Как вам видеорезюме?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Пропустить' }));
    await waitFor(() =>
      expect(surveys).toEqual([
        { path: '/api/users/feedback/video-interview-success', body: { skipped: true } },
      ]),
    );
  });
});
