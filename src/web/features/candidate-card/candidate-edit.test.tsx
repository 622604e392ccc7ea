import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { reloadClientState } from '#web/lib/client-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, userOf } from '#web/test/render.tsx';
import { CandidateCardPage } from './candidate-card-page.tsx';

const t = ru.candidatesTable.web.edit;

function renderCard(path: string) {
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

const cardOf = (extra: Record<string, unknown> = {}, profile: Record<string, unknown> = {}) => ({
  id: 7,
  user_id: 3,
  status: 'awaiting',
  source: 'hh',
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
    phone: '+79990000002',
    city: { id: 3, name: 'Казань' },
    citizenship: null,
    institution: { id: 9, name: 'КФУ' },
    faculty: 'Экономический',
    specialty: 'Финансы',
    education_level: 'bachelor',
    course: 3,
    graduation_year: 2027,
    departments: [],
    work_format: 1,
    hours: 20,
    english_level: 3,
    relocate: null,
    ...profile,
  },
  cv: { file: null, link: '' },
  screening_answers: [],
  stages: [],
  current_stage: null,
  vcv_answers: [],
  test: null,
  offer_file: null,
  managers: [],
  ...extra,
});

function signedInAs(
  role: 'recruiter' | 'manager',
  card: ReturnType<typeof cardOf>,
  put: (body: Record<string, unknown>) => { status?: number; body?: unknown },
) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  let current = card;
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf(role) } };
    if (p === '/api/dashboard/candidate/7' && init.method === 'PUT') {
      const answer = put(JSON.parse(String(init.body)) as Record<string, unknown>);
      if (!answer.status) current = (answer.body as { data: typeof card }).data;
      return answer;
    }
    if (p === '/api/dashboard/candidate/7') return { body: { data: current } };
    if (p === '/api/dashboard/candidate/7/history')
      return { body: { data: [], meta: { page: 1, per_page: 100, total: 0 } } };
    if (p === '/api/dashboard/candidate/7/managers/available') return { body: { data: [] } };
    if (p === '/api/cities')
      return {
        body: {
          data: [
            { id: 3, name: 'Казань', region: 'Татарстан' },
            { id: 4, name: 'Самара', region: 'Самарская область' },
          ],
        },
      };
    if (p === '/api/institutions')
      return { body: { data: [{ id: 9, name: 'КФУ', short: '', city: 'Казань' }] } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('candidate card: the recruiter edits the data', () => {
  it('sends only the changed fields and shows the saved card', async () => {
    const calls = signedInAs('recruiter', cardOf(), (body) => ({
      body: { data: cardOf({}, { first_name: body.first_name, course: body.course }) },
    }));
    renderCard('/recruiter/positions/2/candidates/7');
    await userEvent.click(await screen.findByRole('button', { name: t.open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    // E-mail and phone prove who the participant is: not in the form.
    expect(within(dialog).queryByRole('textbox', { name: /E-mail|Телефон/ })).toBeNull();
    const first = within(dialog).getByRole('textbox', { name: t.firstName });
    await userEvent.clear(first);
    await userEvent.type(first, 'Павел');
    const course = within(dialog).getByRole('combobox', { name: t.course });
    await userEvent.click(course);
    const listbox = await waitFor(() => document.getElementById(course.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(within(listbox).getByRole('option', { name: '4', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'PUT')!.init.body))).toEqual({
      first_name: 'Павел',
      course: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.title })).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Петров Павел' })).toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's refusal beside the field", async () => {
    signedInAs('recruiter', cardOf(), () => ({
      status: 422,
      body: { message: 'Проверьте введённые данные', errors: { last_name: ['Укажите фамилию'] } },
    }));
    renderCard('/recruiter/positions/2/candidates/7');
    await userEvent.click(await screen.findByRole('button', { name: t.open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const last = within(dialog).getByRole('textbox', { name: t.lastName });
    await userEvent.clear(last);
    await userEvent.type(last, 'Петрова-Водкина');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText('Укажите фамилию')).toBeInTheDocument();
    expect(last).toHaveValue('Петрова-Водкина');
    // The refused field takes the focus, so its message is where the person looks.
    await waitFor(() => expect(last).toHaveFocus());
  });

  it('marks the names as required', async () => {
    signedInAs('recruiter', cardOf(), () => ({ body: { data: cardOf() } }));
    renderCard('/recruiter/positions/2/candidates/7');
    await userEvent.click(await screen.findByRole('button', { name: t.open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const marked = (name: string) =>
      document
        .querySelector(`label[for="${within(dialog).getByRole('textbox', { name }).id}"]`)
        ?.hasAttribute('data-required');
    expect(marked(t.lastName)).toBe(true);
    expect(marked(t.firstName)).toBe(true);
    expect(marked(t.middleName)).toBe(false);
  });

  it('checks the fields before sending and says when nothing changed', async () => {
    const calls = signedInAs('recruiter', cardOf(), () => ({ body: { data: cardOf() } }));
    renderCard('/recruiter/positions/2/candidates/7');
    await userEvent.click(await screen.findByRole('button', { name: t.open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(t.unchanged)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: t.firstName }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(ru.validation.firstName)).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('lets only the source change for an erased participant', async () => {
    signedInAs(
      'recruiter',
      cardOf({ erased: true }, { last_name: 'Данные удалены', first_name: '' }),
      () => ({ body: { data: cardOf() } }),
    );
    renderCard('/recruiter/positions/2/candidates/7');
    await userEvent.click(await screen.findByRole('button', { name: t.open }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(within(dialog).getByText(t.erasedHint)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: t.lastName })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: t.source })).not.toBeDisabled();
  });

  it('the source is a choice in Russian: the card shows its name, the form sends its code', async () => {
    const calls = signedInAs('recruiter', cardOf(), () => ({ body: { data: cardOf() } }));
    renderCard('/recruiter/positions/2/candidates/7');
    expect(await screen.findByText('hh.ru', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const source = within(dialog).getByRole('combobox', { name: t.source });
    await userEvent.click(source);
    const listbox = await waitFor(() => document.getElementById(source.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ярмарка вакансий', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'PUT')!.init.body))).toEqual({
      source: 'fair',
    });
  });

  it('shows a manager neither the edit nor the delete button', async () => {
    signedInAs('manager', cardOf(), () => ({ body: { data: cardOf() } }));
    renderCard('/manager/candidates/7');
    await screen.findByRole('heading', { level: 1, name: 'Петров Пётр' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: t.open })).toBeNull();
    expect(screen.queryByRole('button', { name: ru.staffCandidateCard.delete })).toBeNull();
  });
});
