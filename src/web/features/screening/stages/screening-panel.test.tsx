import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { setPickedStage } from '#web/lib/client-state.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const VACANCY = {
  id: 12,
  title: 'Стажёр-аналитик',
  description: '',
  department: 7,
  city: null,
  work_format: 1,
  hours: 20,
  english_level: 3,
  tags: [],
  status: 'open',
};
const QUESTIONS = [{ id: 'motivation', text: 'Почему вы хотите к нам?' }];

/** A participant on /progress whose SCREENING awaits, with the record in `application`. */
function participantWith(application: 'none' | 'awaiting') {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  mockApi((url) => {
    if (url.pathname === '/api/users/info') return { body: { data: userOf('participant') } };
    if (url.pathname === '/api/screening/vacancy')
      return {
        body: {
          data: VACANCY,
          application: { id: 5, status: application },
          last_outcome: null,
          survey: null,
        },
      };
    if (url.pathname === '/api/screening/vacancy/stages')
      return {
        body: {
          data: [
            { n: 1, type: 'SCREENING', status: 'awaiting', deadline_at: null },
            { n: 7, type: 'OFFER', status: 'none', deadline_at: null, info: { offer_file: null } },
          ],
        },
      };
    if (url.pathname === '/api/vacancies/12/stages')
      return { body: { data: [{ n: 1, type: 'SCREENING', deadline_days: null, questions: QUESTIONS }] } };
    if (url.pathname === '/api/messages')
      return { body: { data: [], meta: { page: 1, per_page: 1, total: 0, unread: 0 } } };
    if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setPickedStage(null);
});

describe('SCREENING awaiting on /progress', () => {
  it('after a reassignment (record `none`) offers the new vacancy’s questions and the CV, in Russian', async () => {
    participantWith('none');
    renderApp('/progress');
    const panel = await screen.findByTestId('stage-panel');
    expect(await within(panel).findByRole('heading', { name: ru.reassignApply.title })).toBeInTheDocument();
    expect(within(panel).getByText(ru.reassignApply.text('Стажёр-аналитик'))).toBeInTheDocument();
    expect(await within(panel).findByLabelText(/Почему вы хотите к нам/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: ru.apply.form.submit })).toBeInTheDocument();
    expect(within(panel).queryByText(ru.journey.whatToDo.SCREENING)).toBeNull();
  });

  it('when staff moved the record back to the screening, says the recruiter reads the answers (no form)', async () => {
    participantWith('awaiting');
    renderApp('/progress');
    const panel = await screen.findByTestId('stage-panel');
    expect(await within(panel).findByText(ru.journey.whatToDo.SCREENING)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: ru.apply.form.submit })).toBeNull();
    expect(within(panel).queryByRole('heading', { name: ru.reassignApply.title })).toBeNull();
  });
});
