import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/render.tsx';
import { ApplyForm } from './apply-form.tsx';

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

function renderForm(onApplied = vi.fn()) {
  render(
    <Providers queryClient={createQueryClient()}>
      <ApplyForm vacancy={{ id: 5, title: 'Стажёр-аналитик' }} onApplied={onApplied} />
    </Providers>,
  );
  return onApplied;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApplyForm', () => {
  it('asks the vacancy’s questions with counters and refuses an empty form in Russian', async () => {
    api();
    renderForm();
    const first = await screen.findByLabelText(/Почему вы хотите к нам/);
    await userEvent.type(first, 'Хочу');
    expect(screen.getByText(f.counter(4, 3000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findAllByText(ru.apply.answerRequired)).toHaveLength(1);
    expect(screen.getByText(ru.apply.cvRequired)).toBeInTheDocument();
    expect(first).toHaveValue('Хочу');
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
    class FakeXhr {
      status = 0;
      responseText = '';
      upload = { onprogress: null };
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        this.status = 422;
        this.responseText = JSON.stringify({
          message: 'Набор на эту вакансию закрыт',
          errors: { 'answers.experience': ['Ответ — не длиннее 3000 символов'] },
        });
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onApplied = renderForm();
    await userEvent.type(await screen.findByLabelText(/Почему вы хотите к нам/), 'Мотивация');
    await userEvent.type(screen.getByLabelText(/Расскажите о проекте/), 'Проект');
    await userEvent.click(screen.getByText(f.cvAsLink));
    await userEvent.type(screen.getByLabelText(f.cvLinkLabel), 'https://hh.ru/resume/1');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText('Ответ — не длиннее 3000 символов')).toBeInTheDocument();
    expect(screen.getByLabelText(/Почему вы хотите к нам/)).toHaveValue('Мотивация');
    expect(screen.getByLabelText(f.cvLinkLabel)).toHaveValue('https://hh.ru/resume/1');
    await waitFor(() => expect(onApplied).not.toHaveBeenCalled());
  });
});
