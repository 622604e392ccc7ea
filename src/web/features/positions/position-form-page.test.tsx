import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';
import { mockUpload } from '#web/test/mock-api.ts';

const lists = {
  departments: [{ value: 7, label: 'IT' }],
  work_formats: [{ value: 1, label: 'Офис' }],
  hours: [{ value: 40, label: '40' }],
  english_levels: [{ value: 1, label: 'Beginner' }],
  cities: [{ value: 3, label: 'Казань' }],
  stage_types: [],
  recruiters: [],
};

function signedInRecruiter() {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('recruiter') } };
    if (p === '/api/dashboard/vacancies/form-lists') return { body: { data: lists } };
    if (p === '/api/dashboard/vacancies/entities') return { body: { data: { cities: [], tags: [] } } };
    return undefined;
  });
}

async function pick(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('position form', () => {
  it('asks for the required fields before sending', async () => {
    signedInRecruiter();
    const sent = mockUpload(() => ({ status: 200, body: {} }));
    renderApp('/recruiter/positions/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Проверьте поля формы')).toBeTruthy();
    // Each required field says what it needs; the first one takes the focus.
    expect(screen.getByText('Выберите направление')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Название/ })).toHaveAccessibleDescription(
        'Введите название позиции',
      ),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Название/ })).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it('sends the fields as JSON in `data` and puts the 422 errors on the pipeline fields', async () => {
    signedInRecruiter();
    const sent = mockUpload(() => ({
      status: 422,
      body: {
        message: 'Проверьте данные',
        errors: { 'stages.1.settings.questions.0.text': ['Введите текст вопроса'] },
      },
    }));
    renderApp('/recruiter/positions/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /Название/ }), {
      target: { value: 'Стажёр-аналитик' },
    });
    await pick('Направление', 'IT');
    await pick('Формат работы', 'Офис');
    await pick('Часов в неделю', '40');
    fireEvent.change(screen.getByRole('textbox', { name: 'Вопрос анкеты 1' }), {
      target: { value: 'Почему мы?' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '2. Видеорезюме' }));
    // The answer time told to participants (decision 066): 5 working days unless set.
    const answerDays = screen.getByRole('spinbutton', { name: 'Срок ответа участнику, рабочих дней' });
    expect(answerDays).toHaveProperty('value', '5');
    fireEvent.change(answerDays, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите текст вопроса')).toBeTruthy();
    expect(sent[0]!.url).toBe('/api/dashboard/vacancies/create');
    const data = JSON.parse(String(sent[0]!.body.get('data'))) as Record<string, unknown>;
    expect(data).toMatchObject({
      title: 'Стажёр-аналитик',
      department: 7,
      work_format: 1,
      hours: 40,
      answer_days: 10,
    });
    expect(data.stages).toMatchObject([
      { n: 1, settings: { questions: [{ text: 'Почему мы?' }] } },
      { n: 2 },
    ]);
    // The draft stays in this tab.
    await waitFor(() =>
      expect(window.sessionStorage.getItem('jti.positionDraft.new')).toContain('Стажёр-аналитик'),
    );
  });
});
