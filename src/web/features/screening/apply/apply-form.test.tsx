import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi, mockUpload } from '#web/test/mock-api.ts';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { appContext } from '#web/lib/app-context.ts';
import { formAction } from '#web/lib/form-action.ts';
import { applyAction, ApplyForm } from './apply-form.tsx';

const f = ru.apply.form;
const QUESTIONS = [
  { id: 'motivation', text: 'Почему вы хотите к нам?' },
  { id: 'experience', text: 'Расскажите о проекте.' },
];

function api(overrides: Partial<Record<string, unknown>> = {}) {
  return mockApi((url) => {
    if (url.pathname === '/api/vacancies/5/stages') {
      return {
        body: {
          data: [
            { n: 1, type: 'SCREENING', deadline_days: null, questions: QUESTIONS },
            { n: 7, type: 'OFFER', deadline_days: 7 },
          ],
        },
      };
    }
    if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
    if (url.pathname === '/api/screening/attach/check')
      return { body: overrides.attach ?? { ok: true, message: ru.apply.fileOk } };
    if (url.pathname === '/api/screening/cv/link/check')
      return { body: overrides.link ?? { ok: true, message: ru.apply.cvLinkLooksFine } };
    return undefined;
  });
}

/** The form on a vacancy's route whose action is the vacancy page's, and /progress after it. */
function renderForm() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/vacancies/:id',
        action: formAction((fields, ctx, { form }) => applyAction(fields, ctx, form, 5)),
        element: <ApplyForm vacancy={{ id: 5, title: 'Стажёр-аналитик' }} />,
      },
      { path: '/progress', element: <p>Мой отбор</p> },
    ],
    {
      initialEntries: ['/vacancies/5?apply=1'],
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(appContext, { queryClient, server: null });
        return context;
      },
    },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApplyForm', () => {
  it('asks the vacancy’s questions with counters; without a CV nothing is sent and the answers stay', async () => {
    const calls = api();
    renderForm();
    const first = await screen.findByLabelText(/Почему вы хотите к нам/);
    await userEvent.type(first, 'Хочу');
    expect(screen.getByText(f.counter(4, 3000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText(ru.apply.cvRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/Почему вы хотите к нам/)).toHaveValue('Хочу');
    expect(calls.some((c) => c.url.pathname === '/api/screening/apply')).toBe(false);
  });

  it('shows why a chosen file would be refused, before sending it', async () => {
    const calls = api({ attach: { ok: false, message: ru.files.wrongType.cv } });
    renderForm();
    await screen.findByLabelText(/Почему вы хотите к нам/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'резюме.exe', { type: 'application/octet-stream' })] },
    });
    expect(await screen.findByText(ru.files.wrongType.cv)).toBeInTheDocument();
    const check = calls.find((c) => c.url.pathname === '/api/screening/attach/check');
    expect(JSON.parse(String(check!.init.body))).toEqual({ kind: 'cv', name: 'резюме.exe', size: 2 });
  });

  it('checks a CV link on blur and says when it does not look like a résumé', async () => {
    const calls = api({ link: { ok: false, message: ru.apply.cvLinkUnknown } });
    renderForm();
    await screen.findByLabelText(/Почему вы хотите к нам/);
    await userEvent.click(screen.getByText(f.cvAsLink));
    const link = screen.getByLabelText(f.cvLinkLabel);
    await userEvent.type(link, 'https://example.com/page');
    fireEvent.blur(link);
    expect(await screen.findByText(ru.apply.cvLinkUnknown)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/screening/cv/link/check')).toBe(true);
  });

  it('puts the server’s errors beside their fields and keeps what was typed', async () => {
    api();
    mockUpload(() => ({
      status: 422,
      body: {
        message: 'Набор на эту вакансию закрыт',
        errors: { 'answers.experience': ['Ответ — не длиннее 3000 символов'] },
      },
    }));
    const router = renderForm();
    await userEvent.type(await screen.findByLabelText(/Почему вы хотите к нам/), 'Мотивация');
    await userEvent.type(screen.getByLabelText(/Расскажите о проекте/), 'Проект');
    await userEvent.click(screen.getByText(f.cvAsLink));
    await userEvent.type(screen.getByLabelText(f.cvLinkLabel), 'https://hh.ru/resume/1');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText('Ответ — не длиннее 3000 символов')).toBeInTheDocument();
    expect(screen.getByLabelText(/Почему вы хотите к нам/)).toHaveValue('Мотивация');
    expect(screen.getByLabelText(f.cvLinkLabel)).toHaveValue('https://hh.ru/resume/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies/5'));
  });

  it('sends the answers and the link, then leads to /progress', async () => {
    api();
    const sent = mockUpload(() => ({ status: 201, body: { id: 1, status: 'awaiting' } }));
    const router = renderForm();
    await userEvent.type(await screen.findByLabelText(/Почему вы хотите к нам/), 'Мотивация');
    await userEvent.type(screen.getByLabelText(/Расскажите о проекте/), 'Проект');
    await userEvent.click(screen.getByText(f.cvAsLink));
    await userEvent.type(screen.getByLabelText(f.cvLinkLabel), 'https://hh.ru/resume/1');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText('Мой отбор')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/progress');
    expect(sent[0]!.body.get('cv_link')).toBe('https://hh.ru/resume/1');
    expect(sent[0]!.body.get('cv')).toBeNull();
    expect(JSON.parse(String(sent[0]!.body.get('answers')))).toEqual({
      motivation: 'Мотивация',
      experience: 'Проект',
    });
  });
});
