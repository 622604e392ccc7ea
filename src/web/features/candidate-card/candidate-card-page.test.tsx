import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { Providers } from '#web/app/providers.tsx';
import { reloadClientState } from '#web/lib/client-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi, userOf } from '#web/test/render.tsx';
import { CandidateCardPage } from './candidate-card-page.tsx';

/** The page alone (the app's router is composed elsewhere), at one of its staff paths. */
function renderApp(path: string) {
  reloadClientState();
  const router = createMemoryRouter(
    [
      {
        path: '/recruiter/positions/:positionId/candidates/:candidateId',
        element: <CandidateCardPage area="recruiter" backTo="/recruiter/positions/2/candidates" />,
      },
      {
        path: '/manager/candidates/:candidateId',
        element: <CandidateCardPage area="manager" backTo="/manager/candidates" />,
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const t = ru.staffCandidateCard;
const stage = (n: number, status: string) => ({
  n,
  status,
  deadline_at: null,
  slot: null,
  score: null,
  comments: [],
});

const card = {
  id: 7,
  user_id: 3,
  status: 'awaiting',
  source: 'site',
  submitted_at: '2026-11-01T10:00:00Z',
  created_at: '2026-11-01T10:00:00Z',
  erased: false,
  vacancy: { id: 2, title: 'Стажёр-аналитик', status: 'open' },
  profile: {
    last_name: 'Петров',
    first_name: 'Пётр',
    middle_name: '',
    birth_date: null,
    email: 'p@example.com',
    phone: null,
    city: null,
    citizenship: null,
    institution: null,
    faculty: '',
    specialty: '',
    education_level: '',
    course: null,
    graduation_year: null,
    departments: [],
    work_format: 1,
    hours: 20,
    english_level: 3,
    relocate: null,
  },
  cv: { file: null, link: '' },
  screening_answers: [],
  stages: [stage(1, 'success'), stage(5, 'awaiting'), stage(6, 'none')],
  current_stage: 5,
  vcv_answers: [],
  test: null,
  offer_file: null,
  managers: [],
};

function signedInAs(role: 'recruiter' | 'manager') {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf(role) } };
    if (p === '/api/dashboard/candidate/7') return { body: { data: card } };
    if (p === '/api/dashboard/candidate/7/history')
      return { body: { data: [], meta: { page: 1, per_page: 100, total: 0 } } };
    if (p === '/api/dashboard/candidate/7/managers/available') return { body: { data: [] } };
    if (p === '/api/dashboard/candidates/stages/5/statuses')
      return { body: { data: ['none', 'awaiting', 'assigned', 'success'] } };
    if (p === '/api/dashboard/candidates/stages/6/statuses')
      return { body: { data: ['none', 'assigned', 'carried_out'] } };
    if (p === '/api/dashboard/candidate/7/stage/5' && init.method === 'PUT')
      return {
        body: { data: [{ n: 5, status: 'assigned', deadline_at: null }], application_status: 'assigned' },
      };
    if (p === '/api/dashboard/candidates/stages/1/statuses')
      return { body: { data: ['none', 'eval', 'success'] } };
    return undefined;
  });
}

const stageSection = (n: string) => screen.getByRole('region', { name: n });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('candidate card page', () => {
  it('a manager opening a card outside their scope is offered the way back to their list, not «Повторить»', async () => {
    window.localStorage.setItem(STORAGE_KEYS.auth, '1');
    mockApi((url) => {
      if (url.pathname === '/api/users/info') return { body: { data: userOf('manager') } };
      if (url.pathname === '/api/dashboard/candidate/7')
        return { status: 404, body: { message: 'Не найдено' } };
      return undefined;
    });
    renderApp('/manager/candidates/7');
    expect(await screen.findByText(t.notFoundTitle, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(t.notFoundManager)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToList })).toHaveAttribute('href', '/manager/candidates');
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
  });

  it('reads as staff read it: statuses in staff words, the phone in one format, a history without codes', async () => {
    window.localStorage.setItem(STORAGE_KEYS.auth, '1');
    const assigned = { ...card, status: 'assigned', profile: { ...card.profile, phone: '+79168971520' } };
    const history = [
      {
        id: 1,
        at: '2026-11-02T10:00:00Z',
        who: { id: 9, name: 'Рекрутова Ольга', role: 'recruiter' },
        action: 'managers',
        n: null,
        before: '',
        after: '3',
        note: '',
        what: 'Руководители кандидата',
        before_text: 'никого',
        after_text: 'Орлова Ирина',
      },
      {
        id: 2,
        at: '2026-11-01T10:00:00Z',
        who: null,
        action: 'status',
        n: null,
        before: 'awaiting',
        after: 'assigned',
        note: '',
        what: 'Статус заявки',
        before_text: 'Ждёт разбора',
        after_text: 'В отборе',
      },
    ];
    mockApi((url) => {
      const p = url.pathname;
      if (p === '/api/users/info') return { body: { data: userOf('recruiter') } };
      if (p === '/api/dashboard/candidate/7') return { body: { data: assigned } };
      if (p === '/api/dashboard/candidate/7/history')
        return { body: { data: history, meta: { page: 1, per_page: 100, total: 2 } } };
      if (p.startsWith('/api/dashboard/candidates/stages/'))
        return { body: { data: ['none', 'awaiting', 'success'] } };
      if (p === '/api/dashboard/candidate/7/managers/available') return { body: { data: [] } };
      return undefined;
    });
    renderApp('/recruiter/positions/2/candidates/7');
    await screen.findByRole('heading', { level: 1, name: 'Петров Пётр' }, { timeout: 10_000 });
    expect(screen.getAllByText(ru.statuses.application.staff.assigned).length).toBeGreaterThan(0);
    expect(screen.queryByText('Встреча назначена')).toBeNull();
    expect(screen.getByText('+7 (916) 897-15-20')).toBeInTheDocument();
    expect(screen.queryByText(ru.statuses.stage.participant.awaiting)).toBeNull();
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries[0]).toHaveTextContent('Руководители кандидата: никого → Орлова Ирина');
    expect(entries[1]).toHaveTextContent('Статус заявки: Ждёт разбора → В отборе');
    expect(entries.map((e) => e.textContent).join(' ')).not.toMatch(/managers|→ 3|assigned/);
  });

  it('offers only the statuses the server allows for the stage', async () => {
    signedInAs('recruiter');
    renderApp('/recruiter/positions/2/candidates/7');
    const section = await waitFor(() => stageSection(ru.stageNames.RECRUITER_INTERVIEW));
    const select = within(section).getByRole('combobox', { name: t.status });
    await waitFor(() => expect(select).not.toBeDisabled());
    await userEvent.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    // The current status (awaiting) is left out; nothing the server did not list appears.
    expect(options).toEqual([
      ru.statuses.stage.staff.none,
      ru.statuses.stage.staff.assigned,
      ru.statuses.stage.staff.success,
    ]);
  });

  it('asks to confirm a status change and quotes the participant notice', async () => {
    signedInAs('recruiter');
    renderApp('/recruiter/positions/2/candidates/7');
    const section = await waitFor(() => stageSection(ru.stageNames.RECRUITER_INTERVIEW));
    const select = within(section).getByRole('combobox', { name: t.status });
    await waitFor(() => expect(select).not.toBeDisabled());
    await userEvent.click(select);
    await userEvent.click(
      await screen.findByRole('option', { name: ru.statuses.stage.staff.success, hidden: true }),
    );
    await userEvent.click(within(section).getByRole('button', { name: t.statusChange }));
    expect(await screen.findByText(t.willNotify(ru.stageNotice.byStatus.success))).toBeInTheDocument();
  });

  it('asks for a slot in Moscow time when a meeting is assigned and sends it', async () => {
    const calls = signedInAs('recruiter');
    renderApp('/recruiter/positions/2/candidates/7');
    const section = await waitFor(() => stageSection(ru.stageNames.RECRUITER_INTERVIEW));
    const select = within(section).getByRole('combobox', { name: t.status });
    await waitFor(() => expect(select).not.toBeDisabled());
    await userEvent.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(
      within(listbox).getByRole('option', { name: ru.statuses.stage.staff.assigned, hidden: true }),
    );
    // The meeting's time is typed day first and 24-hour, segment by segment (ui/date-time-input.tsx).
    const at = within(section).getByRole('group', { name: new RegExp(t.slotAt.replace(/[()]/g, '\\$&')) });
    await userEvent.click(within(at).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('011220261000');
    await userEvent.type(within(section).getByLabelText(t.slotPlace), 'Офис JTI');
    await userEvent.click(within(section).getByRole('button', { name: t.statusChange }));
    await userEvent.click(await screen.findByRole('button', { name: t.confirm }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({
      status: 'assigned',
      slot: { at: '2026-12-01T10:00:00+03:00', place: 'Офис JTI' },
    });
  });

  it('gives a manager comment forms everywhere but the status control only on the manager interview', async () => {
    signedInAs('manager');
    renderApp('/manager/candidates/7');
    await screen.findByText('Стажёр-аналитик', { exact: false });
    expect(screen.getAllByRole('textbox', { name: t.commentLabel })).toHaveLength(3);
    const statusControls = screen.getAllByRole('combobox', { name: t.status });
    expect(statusControls).toHaveLength(1);
    expect(
      within(stageSection(ru.stageNames.MANAGER_INTERVIEW)).getByRole('combobox', { name: t.status }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.move })).toBeNull();
    expect(screen.queryByRole('button', { name: t.extend })).toBeNull();
    expect(screen.queryByRole('button', { name: t.delete })).toBeNull();
    expect(screen.queryByText(t.managers)).toBeNull();
  });

  it('opens on the current stage: first after the header, its actions there; stages not started are folded', async () => {
    signedInAs('recruiter');
    renderApp('/recruiter/positions/2/candidates/7');
    const current = await screen.findByRole('region', { name: t.currentStage }, { timeout: 10_000 });
    // The candidate is at stage 5 (1 passed, 5 awaiting, 6 not started): its card is in the top block.
    const five = within(current).getByRole('region', { name: ru.stageNames.RECRUITER_INTERVIEW });
    expect(within(five).getByRole('button', { name: t.extend })).toBeInTheDocument();
    // Moving to the stage the candidate is at would change nothing: not offered there.
    expect(within(five).queryByRole('button', { name: t.move })).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe(t.currentStage);
    // In the list of stages the current one points up instead of repeating its controls.
    expect(screen.getAllByRole('region', { name: ru.stageNames.RECRUITER_INTERVIEW })).toHaveLength(1);
    expect(screen.getByRole('link', { name: t.currentStageAbove })).toHaveAttribute(
      'href',
      '#current-stage-title',
    );
    const six = stageSection(ru.stageNames.MANAGER_INTERVIEW);
    expect(six.closest('details')).not.toBeNull();
    expect(six.closest('details')!.open).toBe(false);
  });

  it('shows the recruiter the move, extend, managers and delete controls', async () => {
    signedInAs('recruiter');
    renderApp('/recruiter/positions/2/candidates/7');
    await screen.findByText('Стажёр-аналитик', { exact: false });
    expect(screen.getAllByRole('button', { name: t.move }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: t.extend })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.delete })).toBeInTheDocument();
    expect(await screen.findByText(t.managersNone)).toBeInTheDocument();
  });

  it('shows an error with a retry when the card does not load (the server is unavailable)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.auth, '1');
    mockApi((url) =>
      url.pathname === '/api/users/info'
        ? { body: { data: userOf('recruiter') } }
        : { status: 503, headers: { 'Retry-After': '1' }, body: { message: 'Сервис временно недоступен' } },
    );
    renderApp('/recruiter/positions/2/candidates/7');
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.retry })).toBeInTheDocument();
  });
});
