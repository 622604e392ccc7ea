import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

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
const SLOT_A = { id: 11, starts_at: '2099-03-01T08:00:00.000Z', place: 'Москва, офис', link: '', free: 1 };
const SLOT_B = {
  id: 12,
  starts_at: '2099-03-02T12:30:00.000Z',
  place: '',
  link: 'https://meet.example.com/b',
  free: 3,
};

const OPEN = {
  n: 4,
  status: 'awaiting',
  cutoff_hours: 24,
  booked: null,
  can_pick: true,
  cancelled_by_you: false,
  no_time: null,
};
const BOOKED_A = {
  ...OPEN,
  status: 'assigned',
  booked: {
    id: 11,
    starts_at: SLOT_A.starts_at,
    place: SLOT_A.place,
    link: '',
    movable_until: '2099-02-28T08:00:00.000Z',
    can_move: true,
  },
  slots: [SLOT_B],
};

/** A participant at the assessment; `book` answers the booking call; `published`: the position offers times. */
function atAssessment(
  book: (slotId: number) => { status?: number; body: unknown },
  published = true,
  initial: unknown = { ...OPEN, slots: [SLOT_A, SLOT_B] },
) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  let slots: unknown = published ? initial : null;
  let stage: Record<string, unknown> = {
    n: 4,
    type: 'ASSESSMENT',
    status: 'awaiting',
    deadline_at: null,
    slot: null,
  };
  const calls = mockApi((url, init) => {
    if (url.pathname === '/api/users/info') return { body: { data: userOf('participant') } };
    if (url.pathname === '/api/screening/vacancy')
      return {
        body: { data: VACANCY, application: { id: 5, status: 'assigned' }, last_outcome: null, survey: null },
      };
    if (url.pathname === '/api/screening/vacancy/stages')
      return { body: { data: [{ n: 1, type: 'SCREENING', status: 'success', deadline_at: null }, stage] } };
    if (url.pathname === '/api/messages')
      return { body: { data: [], meta: { page: 1, per_page: 1, total: 0, unread: 0 } } };
    if (url.pathname === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (url.pathname === '/api/screening/slots') return { body: { data: slots } };
    if (url.pathname === '/api/screening/slot/no-time') {
      slots = {
        ...(slots as object),
        no_time: { sent_at: '2099-02-01T09:00:00.000Z', answer_by: '2099-02-06' },
      };
      return { body: { data: slots } };
    }
    if (url.pathname === '/api/screening/slot' && init.method === 'DELETE') {
      slots = { ...OPEN, status: 'need_reassign', cancelled_by_you: true, slots: [SLOT_A, SLOT_B] };
      stage = { ...stage, status: 'need_reassign', slot: null };
      return { body: { data: slots } };
    }
    if (url.pathname === '/api/screening/slot') {
      const answer = book(JSON.parse(String(init.body)).slot_id);
      if ((answer.status ?? 200) === 200) {
        slots = (answer.body as { data: unknown }).data;
        stage = {
          ...stage,
          status: 'assigned',
          slot: { at: SLOT_A.starts_at, place: SLOT_A.place, link: null, note: null },
        };
      } else slots = { ...OPEN, slots: [SLOT_B] };
      return answer;
    }
    return undefined;
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the slot picker on /progress', () => {
  it('lists the open times in Moscow time and books one after one confirmation: the stage shows its time', async () => {
    const calls = atAssessment(() => ({ body: { data: BOOKED_A } }));
    const user = userEvent.setup();
    renderApp('/progress');
    const picker = await screen.findByTestId('slot-picker', {}, { timeout: 15_000 });
    expect(within(picker).getByRole('heading', { name: 'Выберите время встречи' })).toBeTruthy();
    // One message: pick a time; nothing says to come at a set time, or to wait for one (issue 31, item 3).
    const panel = screen.getByTestId('stage-panel');
    expect(panel).not.toHaveTextContent(/назначенное время|назначит время|пришлём приглашение/);
    expect(within(picker).getByText('01.03.2099 в 11:00 (МСК)')).toBeTruthy();
    expect(within(picker).getByText('Онлайн')).toBeTruthy();
    expect(within(picker).getByText('3 свободных места')).toBeTruthy();
    await user.click(within(picker).getByRole('link', { name: 'Записаться на 01.03.2099 в 11:00' }));
    // One question first: nothing is booked until it is answered; «Назад» returns to the list.
    const ask = await within(picker).findByRole('group', { name: 'Записаться на это время?' });
    expect(ask).toHaveTextContent('01.03.2099 в 11:00 (МСК), Москва, офис');
    expect(calls.filter((c) => c.url.pathname === '/api/screening/slot')).toEqual([]);
    await user.click(within(ask).getByRole('link', { name: 'Назад' }));
    await user.click(await within(picker).findByRole('link', { name: 'Записаться на 01.03.2099 в 11:00' }));
    await user.click(
      within(await within(picker).findByRole('group', { name: 'Записаться на это время?' })).getByRole(
        'button',
        {
          name: 'Да, записаться',
        },
      ),
    );
    expect(await within(picker).findByRole('status')).toHaveProperty(
      'textContent',
      'Вы записаны. Файл для календаря — в блоке «Время и место».',
    );
    expect(within(picker).getByRole('heading', { name: 'Перенести встречу' })).toBeTruthy();
    expect(within(picker).getByRole('link', { name: 'Перенести на 02.03.2099 в 15:30' })).toBeTruthy();
    expect(
      calls
        .filter((c) => c.url.pathname === '/api/screening/slot')
        .map((c) => JSON.parse(String(c.init.body))),
    ).toEqual([{ slot_id: 11 }]);
    expect(await screen.findByText('Время и место')).toBeTruthy();
    expect(panel).toHaveTextContent('Приходите на ассессмент в назначенное время.');
  });

  it('no times published: one message, to wait for the invitation', async () => {
    atAssessment(() => ({ status: 500, body: {} }), false);
    renderApp('/progress');
    const panel = await screen.findByTestId('stage-panel', {}, { timeout: 15_000 });
    expect(await within(panel).findByText(/пришлём приглашение/)).toBeTruthy();
    expect(panel).not.toHaveTextContent(/Приходите на ассессмент|Выберите время/);
    expect(screen.queryByTestId('slot-picker')).toBeNull();
  });

  it('a time taken meanwhile: the Russian message, and the times still open', async () => {
    atAssessment(() => ({
      status: 409,
      body: { message: 'Это время только что заняли. Выберите другое из свободных', slots: [SLOT_B] },
    }));
    const user = userEvent.setup();
    renderApp('/progress');
    const picker = await screen.findByTestId('slot-picker', {}, { timeout: 15_000 });
    await user.click(within(picker).getByRole('link', { name: 'Записаться на 01.03.2099 в 11:00' }));
    await user.click(await within(picker).findByRole('button', { name: 'Да, записаться' }));
    expect((await within(picker).findByRole('alert')).textContent).toBe(
      'Это время только что заняли. Выберите другое из свободных',
    );
    await within(picker).findByRole('link', { name: 'Записаться на 02.03.2099 в 15:30' });
    expect(within(picker).queryByRole('link', { name: 'Записаться на 01.03.2099 в 11:00' })).toBeNull();
  });

  it('«Не смогу прийти» asks once, frees the time and says the recruiter knows', async () => {
    const calls = atAssessment(() => ({ body: { data: BOOKED_A } }));
    const user = userEvent.setup();
    renderApp('/progress');
    const picker = await screen.findByTestId('slot-picker', {}, { timeout: 15_000 });
    await user.click(within(picker).getByRole('link', { name: 'Записаться на 01.03.2099 в 11:00' }));
    await user.click(await within(picker).findByRole('button', { name: 'Да, записаться' }));
    await user.click(await within(picker).findByRole('link', { name: 'Не смогу прийти' }));
    const ask = await within(picker).findByRole('group', { name: 'Отменить запись?' });
    expect(ask).toHaveTextContent('Место на 01.03.2099 в 11:00 (МСК) освободится');
    await user.click(within(ask).getByRole('button', { name: 'Да, отменить запись' }));
    expect((await within(picker).findByRole('status')).textContent).toBe(
      'Запись отменена. Рекрутер знает, что вы не сможете прийти.',
    );
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/screening/slot',
    ]);
    expect(await within(picker).findByRole('heading', { name: 'Выберите время встречи' })).toBeTruthy();
  });

  it('«Нет подходящего времени» tells the recruiter and then says so, with the day of the answer', async () => {
    const calls = atAssessment(() => ({ body: {} }));
    const user = userEvent.setup();
    renderApp('/progress');
    const picker = await screen.findByTestId('slot-picker', {}, { timeout: 15_000 });
    await user.click(within(picker).getByRole('button', { name: 'Нет подходящего времени' }));
    expect((await within(picker).findByTestId('no-time-sent')).textContent).toBe(
      'Мы сообщили рекрутеру, что предложенное время вам не подходит. Ответим не позже 06.02.2099 (пт).',
    );
    expect(within(picker).queryByRole('button', { name: 'Нет подходящего времени' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/screening/slot/no-time')).toHaveLength(1);
  });

  it('past the cut-off: no «Не смогу прийти», the chat instead', async () => {
    const late = { ...BOOKED_A, can_pick: false, booked: { ...BOOKED_A.booked, can_move: false } };
    atAssessment(() => ({ body: {} }), true, late);
    renderApp('/progress');
    const picker = await screen.findByTestId('slot-picker', {}, { timeout: 15_000 });
    expect(picker).toHaveTextContent('Перенести встречу уже нельзя');
    expect(within(picker).getByRole('link', { name: 'Написать в чат' }).getAttribute('href')).toBe(
      '/notifications#chat',
    );
    expect(within(picker).queryByRole('link', { name: 'Не смогу прийти' })).toBeNull();
  });
});
