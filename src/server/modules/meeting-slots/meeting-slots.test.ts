import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateHistory,
  candidateStages,
  meetingSlots,
  messages,
  outbox,
  slotBookings,
  vacancyManagers,
} from '../../db/schema.ts';
import { now, resetClock, setClock } from '../../lib/clock.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
let recruiter: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await signedInClient(t.app, t.db, 'recruiter');
});
afterEach(() => resetClock());
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(now().getTime() + h * HOUR).toISOString();

async function position(pipeline = [1, 4, 5, 6, 7]) {
  return makeVacancy(t.db, { pipeline });
}

/** A participant whose stage n of the position waits for them (or is at `status`). */
async function participantAt(
  v: Awaited<ReturnType<typeof position>>,
  n = 4,
  status: 'awaiting' | 'assigned' = 'awaiting',
) {
  const p = await signedInClient(t.app, t.db, 'participant');
  const cand = await makeCandidate(t.db, p.user.id, v, { 1: 'success', [n]: status }, { status: 'assigned' });
  return { ...p, cand };
}

async function publish(vacancyId: number, body: Record<string, unknown>) {
  const res = await recruiter.c.post(`/api/dashboard/vacancies/${vacancyId}/slots`, {
    n: 4,
    place: 'Москва, Краснопресненская наб., 12',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.data.at(-1) as { id: number; starts_at: string };
}

const stageOf = async (candidateId: number, n: number) =>
  (
    await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n)))
  )[0]!;

describe('staff publish slots on a position', () => {
  it('a recruiter publishes, lists and cancels; the cut-off is set on the position', async () => {
    const v = await position();
    const res = await recruiter.c.post(`/api/dashboard/vacancies/${v.vacancy.id}/slots`, {
      n: 5,
      starts_at: '2099-03-01T11:00:00+03:00',
      link: 'https://telemost.yandex.ru/j/1',
      capacity: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toEqual({
      cutoff_hours: 24,
      data: [
        {
          id: expect.any(Number),
          n: 5,
          starts_at: '2099-03-01T08:00:00.000Z',
          place: '',
          link: 'https://telemost.yandex.ru/j/1',
          capacity: 3,
          cancelled_at: null,
          bookings: [],
        },
      ],
    });
    const cut = await recruiter.c.put(`/api/dashboard/vacancies/${v.vacancy.id}/slot-cutoff`, { hours: 48 });
    expect([cut.statusCode, cut.data.cutoff_hours]).toEqual([200, 48]);
    const cancelled = await recruiter.c.post(
      `/api/dashboard/vacancies/${v.vacancy.id}/slots/${res.data.data[0].id}/cancel`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data.data[0].cancelled_at).not.toBeNull();
    const again = await recruiter.c.post(
      `/api/dashboard/vacancies/${v.vacancy.id}/slots/${res.data.data[0].id}/cancel`,
    );
    expect([again.statusCode, again.data.message]).toEqual([422, 'Это время уже отменено']);
  });

  it('422 in Russian: a time in the past, neither place nor link, a stage outside 4–6 or the pipeline, a capacity out of range', async () => {
    const v = await position([1, 4, 7]);
    const url = `/api/dashboard/vacancies/${v.vacancy.id}/slots`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ n: 4, starts_at: inHours(-1), place: 'Офис', capacity: 1 }, 'starts_at', 'Время встречи уже прошло'],
      [{ n: 4, starts_at: inHours(48), capacity: 1 }, 'place', 'Укажите место или ссылку на встречу'],
      [
        { n: 3, starts_at: inHours(48), place: 'Офис', capacity: 1 },
        'n',
        'Выберите этап: ассессмент, интервью с рекрутером или с руководителем',
      ],
      [
        { n: 5, starts_at: inHours(48), place: 'Офис', capacity: 1 },
        'n',
        'Этого этапа нет в отборе по вакансии',
      ],
      [{ n: 4, starts_at: inHours(48), place: 'Офис', capacity: 0 }, 'capacity', 'Мест — от 1 до 500'],
      [
        { n: 4, starts_at: '01.12.2026 10:00', place: 'Офис', capacity: 1 },
        'starts_at',
        'Укажите дату и время встречи',
      ],
      [
        { n: 4, starts_at: inHours(48), link: 'javascript:alert(1)', capacity: 1 },
        'link',
        'Ссылка на встречу должна начинаться с http:// или https://',
      ],
    ];
    for (const [body, field, text] of cases) {
      const res = await recruiter.c.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.data.errors[field], JSON.stringify(body)).toEqual([text]);
    }
    const cut = await recruiter.c.put(`/api/dashboard/vacancies/${v.vacancy.id}/slot-cutoff`, { hours: 400 });
    expect([cut.statusCode, cut.data.errors.hours]).toEqual([
      422,
      ['Запись закрывается за 0–336 часов до встречи'],
    ]);
    expect((await recruiter.c.get('/api/dashboard/vacancies/2000000000/slots')).statusCode).toBe(404);
  });

  it('401 signed out; 403 for a participant; a manager: 404 off their positions, 403 outside stage 6, their interview allowed', async () => {
    const v = await position();
    const url = `/api/dashboard/vacancies/${v.vacancy.id}/slots`;
    const body = { n: 6, starts_at: inHours(72), place: 'Офис', capacity: 2 };
    expect((await client(t.app).get(url)).statusCode).toBe(401);
    const participant = await signedInClient(t.app, t.db, 'participant');
    expect((await participant.c.post(url, body)).statusCode).toBe(403);
    expect((await participant.c.get(url)).statusCode).toBe(403);
    const manager = await signedInClient(t.app, t.db, 'manager');
    expect((await manager.c.get(url)).statusCode).toBe(404);
    expect((await manager.c.post(url, body)).statusCode).toBe(404);
    expect(
      (await manager.c.put(`/api/dashboard/vacancies/${v.vacancy.id}/slot-cutoff`, { hours: 2 })).statusCode,
    ).toBe(403);
    await t.db.insert(vacancyManagers).values({ vacancyId: v.vacancy.id, userId: manager.user.id });
    const four = await manager.c.post(url, { ...body, n: 4 });
    expect([four.statusCode, four.data.message]).toEqual([
      403,
      'Руководитель публикует время только для интервью с руководителем',
    ]);
    await publish(v.vacancy.id, { n: 4, starts_at: inHours(72), capacity: 1 });
    const own = await manager.c.post(url, body);
    expect(own.statusCode).toBe(201);
    // The manager sees only the manager interview's slots, and cancels only those.
    expect(own.data.data.map((s: { n: number }) => s.n)).toEqual([6]);
    const [recruiterSlot] = await t.db
      .select()
      .from(meetingSlots)
      .where(and(eq(meetingSlots.vacancyId, v.vacancy.id), eq(meetingSlots.n, 4)));
    // Issue 30: a slot of stage 4 on a position the manager manages is 403 as docs/api-access.md says
    // (it was 404); nothing is cancelled.
    const foreign = await manager.c.post(`${url}/${recruiterSlot!.id}/cancel`);
    expect([foreign.statusCode, foreign.data.message]).toEqual([
      403,
      'Руководитель отменяет время только для интервью с руководителем',
    ]);
    const [still] = await t.db.select().from(meetingSlots).where(eq(meetingSlots.id, recruiterSlot!.id));
    expect(still!.cancelledAt).toBeNull();
    // A slot that is not there stays 404.
    expect((await manager.c.post(`${url}/2147483647/cancel`)).statusCode).toBe(404);
  });
});

describe('the positions whose manager-interview times the caller publishes', () => {
  const url = '/api/dashboard/vacancies/manager-interviews';

  it('401 signed out, 403 for a participant; a manager gets the positions they actively manage that have a manager interview', async () => {
    expect((await client(t.app).get(url)).statusCode).toBe(401);
    const participant = await signedInClient(t.app, t.db, 'participant');
    expect((await participant.c.get(url)).statusCode).toBe(403);

    const manager = await signedInClient(t.app, t.db, 'manager');
    expect(await manager.c.get(url).then((r) => [r.statusCode, r.data])).toEqual([200, { data: [] }]);
    const draft = await makeVacancy(t.db, {
      pipeline: [1, 5, 6],
      status: 'draft',
      title: 'Черновик с интервью',
    });
    const open = await makeVacancy(t.db, { pipeline: [1, 6, 7], title: 'Открытая с интервью' });
    const noInterview = await makeVacancy(t.db, {
      pipeline: [1, 4, 5],
      title: 'Без интервью с руководителем',
    });
    const paused = await makeVacancy(t.db, { pipeline: [1, 6], title: 'Руководитель отключён' });
    const foreign = await makeVacancy(t.db, { pipeline: [1, 6], title: 'Чужая позиция' });
    await t.db.insert(vacancyManagers).values([
      { vacancyId: draft.vacancy.id, userId: manager.user.id },
      { vacancyId: open.vacancy.id, userId: manager.user.id },
      { vacancyId: noInterview.vacancy.id, userId: manager.user.id },
      { vacancyId: paused.vacancy.id, userId: manager.user.id, active: false },
    ]);
    const own = await manager.c.get(url);
    expect(own.statusCode).toBe(200);
    // Open ones first, then the newest.
    expect(own.data.data).toEqual([
      { id: open.vacancy.id, title: 'Открытая с интервью', status: 'open' },
      { id: draft.vacancy.id, title: 'Черновик с интервью', status: 'draft' },
    ]);

    const all = (await recruiter.c.get(url)).data.data.map((p: { id: number }) => p.id);
    expect(all).toEqual(
      expect.arrayContaining([open.vacancy.id, draft.vacancy.id, paused.vacancy.id, foreign.vacancy.id]),
    );
    expect(all).not.toContain(noInterview.vacancy.id);
  });
});

describe('the participant books a slot', () => {
  it('sees the open times of their stage, books (assigned), moves (reassigned), with history, notices and e-mails', async () => {
    const v = await position();
    const p = await participantAt(v);
    expect((await p.c.get('/api/screening/slots')).data).toEqual({ data: null }); // nothing published yet
    const first = await publish(v.vacancy.id, { starts_at: '2099-01-10T11:00:00+03:00', capacity: 2 });
    const second = await publish(v.vacancy.id, {
      starts_at: '2099-01-11T15:30:00+03:00',
      capacity: 1,
      link: 'https://telemost.yandex.ru/j/2',
    });
    const open = await p.c.get('/api/screening/slots');
    expect(open.data.data).toMatchObject({
      n: 4,
      status: 'awaiting',
      cutoff_hours: 24,
      booked: null,
      can_pick: true,
    });
    expect(open.data.data.slots.map((s: { id: number; free: number }) => [s.id, s.free])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);

    const booked = await p.c.put('/api/screening/slot', { slot_id: first.id });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.data.data).toMatchObject({
      status: 'assigned',
      booked: { id: first.id, can_move: true },
      can_pick: true,
    });
    expect(booked.data.data.slots.map((s: { id: number }) => s.id)).toEqual([second.id]);
    const stage = await stageOf(p.cand.id, 4);
    expect(stage.status).toBe('assigned');
    expect(stage.slot).toMatchObject({
      at: '2099-01-10T08:00:00.000Z',
      place: 'Москва, Краснопресненская наб., 12',
    });
    // The stage panel of /progress shows the booked time through the stage's own slot.
    const stages = await p.c.get('/api/screening/vacancy/stages');
    expect(stages.data.data.find((s: { n: number }) => s.n === 4).slot.at).toBe('2099-01-10T08:00:00.000Z');

    const moved = await p.c.put('/api/screening/slot', { slot_id: second.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.data.data).toMatchObject({ status: 'reassigned', booked: { id: second.id } });
    const movedAgain = await p.c.put('/api/screening/slot', { slot_id: first.id });
    expect(movedAgain.data.data).toMatchObject({ status: 'reassigned', booked: { id: first.id } });
    expect(
      await t.db
        .select({ slotId: slotBookings.slotId })
        .from(slotBookings)
        .where(eq(slotBookings.candidateId, p.cand.id)),
    ).toEqual([{ slotId: first.id }]);

    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, p.cand.id), eq(candidateHistory.n, 4)));
    expect(history.map((h) => `${h.before}→${h.after} ${h.actorId === p.user.id}`)).toEqual([
      'awaiting→assigned true',
      'assigned→reassigned true',
      'reassigned→reassigned true',
    ]);
    expect(history[0]!.note).toBe('Участник записался на 10.01.2099 в 11:00 (МСК)');
    const notices = await t.db.select().from(messages).where(eq(messages.userId, p.user.id));
    expect(notices.map((m) => m.text)).toEqual([
      'Вы записались на 10.01.2099 в 11:00 (МСК), Москва, Краснопресненская наб., 12. Файл для календаря — в личном кабинете.',
      'Встреча перенесена на 11.01.2099 в 15:30 (МСК), Москва, Краснопресненская наб., 12, https://telemost.yandex.ru/j/2. Файл для календаря — в личном кабинете.',
      'Встреча перенесена на 10.01.2099 в 11:00 (МСК), Москва, Краснопресненская наб., 12. Файл для календаря — в личном кабинете.',
    ]);
    const sent = await t.db.select().from(outbox).where(eq(outbox.recipient, p.user.email));
    // Each change's notice, and beside it the meeting's calendar invitation (decision 070).
    const mails = sent.filter((m) => m.attachments.length === 0);
    expect(mails).toHaveLength(3);
    expect(mails[0]!.body).toContain('Вы записались на 10.01.2099 в 11:00 (МСК)');
    expect(sent.filter((m) => m.attachments.length > 0)).toHaveLength(3);
    // Booking the slot already held changes nothing.
    expect((await p.c.put('/api/screening/slot', { slot_id: first.id })).statusCode).toBe(200);
    expect(await t.db.select().from(messages).where(eq(messages.userId, p.user.id))).toHaveLength(3);
  });

  it('the cut-off: no booking into a slot that closed, no move out of one; in Russian', async () => {
    const v = await position();
    await recruiter.c.put(`/api/dashboard/vacancies/${v.vacancy.id}/slot-cutoff`, { hours: 24 });
    const p = await participantAt(v);
    const soon = await publish(v.vacancy.id, { starts_at: inHours(30), capacity: 5 });
    const later = await publish(v.vacancy.id, { starts_at: inHours(100), capacity: 5 });
    expect((await p.c.put('/api/screening/slot', { slot_id: soon.id })).statusCode).toBe(200);
    setClock({ advanceMs: 7 * HOUR }); // 23 hours before the booked slot
    const view = await p.c.get('/api/screening/slots');
    expect(view.data.data).toMatchObject({ booked: { id: soon.id, can_move: false }, can_pick: false });
    const late = await p.c.put('/api/screening/slot', { slot_id: later.id });
    expect([late.statusCode, late.data.errors.slot_id]).toEqual([
      422,
      ['Перенести встречу уже нельзя: это можно сделать не позже чем за 24 часа до неё'],
    ]);
    const q = await participantAt(v);
    const closed = await q.c.put('/api/screening/slot', { slot_id: soon.id });
    expect([closed.statusCode, closed.data.message]).toEqual([
      422,
      'Записаться на это время уже нельзя: запись закрывается за 24 часа до встречи',
    ]);
    expect((await q.c.get('/api/screening/slots')).data.data.slots.map((s: { id: number }) => s.id)).toEqual([
      later.id,
    ]);
  });

  it('refuses what is not theirs to book: another position’s slot 404, no screening 404, a time set by hand 422, no meeting stage 422', async () => {
    const v = await position();
    const other = await position();
    const foreign = await publish(other.vacancy.id, { starts_at: inHours(72), capacity: 5 });
    const p = await participantAt(v);
    await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 5 });
    const stolen = await p.c.put('/api/screening/slot', { slot_id: foreign.id });
    expect(stolen.statusCode).toBe(404);
    expect(await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, foreign.id))).toEqual([]);
    const nobody = await signedInClient(t.app, t.db, 'participant');
    expect((await nobody.c.put('/api/screening/slot', { slot_id: foreign.id })).statusCode).toBe(404);
    expect((await nobody.c.get('/api/screening/slots')).data).toEqual({ data: null });
    const byHand = await participantAt(v, 4, 'assigned');
    const [mine] = (await byHand.c.get('/api/screening/slots')).data.data.slots;
    const refused = await byHand.c.put('/api/screening/slot', { slot_id: mine.id });
    expect([refused.statusCode, refused.data.message]).toEqual([
      422,
      'Время встречи назначил рекрутер. Чтобы перенести его, напишите в чат',
    ]);
    const early = await signedInClient(t.app, t.db, 'participant');
    await makeCandidate(t.db, early.user.id, v, { 1: 'eval' });
    const notYet = await early.c.put('/api/screening/slot', { slot_id: mine.id });
    expect([notYet.statusCode, notYet.data.message]).toEqual([
      422,
      'Сейчас нет этапа, на который можно записаться',
    ]);
    for (const body of [{}, { slot_id: 'первый' }, { slot_id: -1 }]) {
      const bad = await p.c.put('/api/screening/slot', body);
      expect([bad.statusCode, bad.data.errors?.slot_id], JSON.stringify(body)).toEqual([
        422,
        ['Выберите время встречи'],
      ]);
    }
    expect((await client(t.app).get('/api/screening/slots')).statusCode).toBe(401);
    expect((await recruiter.c.put('/api/screening/slot', { slot_id: mine.id })).statusCode).toBe(403);
  });
});

describe('the meeting stage’s notice says what the page asks (issue 31, item 3)', () => {
  /** The participant's notices once the recruiter passes their screening and the assessment opens. */
  async function openAssessment(v: Awaited<ReturnType<typeof position>>) {
    const p = await signedInClient(t.app, t.db, 'participant');
    const cand = await makeCandidate(t.db, p.user.id, v, { 1: 'eval' });
    const res = await recruiter.c.put(`/api/dashboard/candidate/${cand.id}/stage/1`, { status: 'success' });
    expect(res.statusCode, res.body).toBe(200);
    const notices = await t.db.select().from(messages).where(eq(messages.userId, p.user.id));
    return { p, cand, notices };
  }

  it('where the position publishes times: pick one, and the page offers them', async () => {
    const v = await position();
    await publish(v.vacancy.id, { starts_at: '2099-02-10T11:00:00+03:00', capacity: 2 });
    const { p, notices } = await openAssessment(v);
    expect(notices.map((m) => m.text)).toEqual([
      expect.stringMatching(/выберите удобное время встречи в личном кабинете/),
    ]);
    expect(notices[0]!.text).not.toMatch(/подбираем время|пришлём приглашение/);
    expect((await p.c.get('/api/screening/slots')).data.data).toMatchObject({ n: 4, can_pick: true });
  });

  it('where staff assign the time: wait for the invitation, and the page offers no times', async () => {
    const { p, notices } = await openAssessment(await position());
    expect(notices.map((m) => m.text)).toEqual([
      expect.stringMatching(/мы подбираем время и пришлём приглашение/),
    ]);
    expect((await p.c.get('/api/screening/slots')).data).toEqual({ data: null });
  });
});

describe('a slot never takes more than its capacity', () => {
  it('two candidates racing for the last seat: exactly one gets it, the other 409 with the times still open', async () => {
    const v = await position();
    const last = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
    const spare = await publish(v.vacancy.id, { starts_at: inHours(96), capacity: 3 });
    const a = await participantAt(v);
    const b = await participantAt(v);
    const answers = await Promise.all(
      [a, b].map((p) => p.c.put('/api/screening/slot', { slot_id: last.id })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.data).toEqual({
      message: 'Это время только что заняли. Выберите другое из свободных',
      slots: [expect.objectContaining({ id: spare.id, free: 3 })],
    });
    expect(await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, last.id))).toHaveLength(1);
    const loserCand = loser === answers[0] ? a.cand : b.cand;
    expect((await stageOf(loserCand.id, 4)).status).toBe('awaiting');
    expect(
      await t.db
        .select()
        .from(messages)
        .where(eq(messages.userId, (loser === answers[0] ? a : b).user.id)),
    ).toEqual([]);
  });

  it('eight candidates racing for three seats: three get one, five are refused, never a fourth seat', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => participantAt(v)));
    const answers = await Promise.all(
      people.map((p) => p.c.put('/api/screening/slot', { slot_id: slot.id })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const seats = await t.db
      .select({ seat: slotBookings.seat })
      .from(slotBookings)
      .where(eq(slotBookings.slotId, slot.id));
    expect(seats.map((s) => s.seat).sort()).toEqual([1, 2, 3]);
  });

  it('on PostgreSQL, a booking that meets an uncommitted rival seat waits for it, then finds the slot full', async () => {
    if (t.database.kind === 'pglite') return; // one connection: PGlite runs transactions one after another
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
    const rival = await participantAt(v);
    const p = await participantAt(v);
    const [{ name }] = (
      (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows as [{ name: string }];
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        'insert into slot_bookings (slot_id, capacity, seat, candidate_id, n) values ($1, 1, 1, $2, 4)',
        [slot.id, rival.cand.id],
      );
      await other.query(`update candidate_stages set status = 'assigned' where candidate_id = $1 and n = 4`, [
        rival.cand.id,
      ]);
      const booking = p.c.put('/api/screening/slot', { slot_id: slot.id });
      await new Promise((r) => setTimeout(r, 300)); // the booking now waits on the rival's seat
      await other.query('commit');
      const res = await booking;
      expect([res.statusCode, res.data.message]).toEqual([
        409,
        'Это время только что заняли. Выберите другое из свободных',
      ]);
    } finally {
      await other.end();
    }
    expect(await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, slot.id))).toHaveLength(1);
  });

  it('the database itself refuses a seat above the capacity and a seat taken twice', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
    const a = await participantAt(v);
    const b = await participantAt(v);
    const seat = (candidateId: number, n: number) =>
      t.db.execute(
        sql`insert into slot_bookings (slot_id, capacity, seat, candidate_id, n) values (${slot.id}, 1, ${n}, ${candidateId}, 4)`,
      );
    await expect(seat(a.cand.id, 2)).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`insert into slot_bookings (slot_id, capacity, seat, candidate_id, n) values (${slot.id}, 2, 2, ${a.cand.id}, 4)`,
      ),
    ).rejects.toThrow(); // a made-up capacity does not match the slot's
    await seat(a.cand.id, 1);
    await expect(seat(b.cand.id, 1)).rejects.toThrow();
  });

  it('a seat whose stage moved on is free again: a withdrawn candidate leaves room', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
    const a = await participantAt(v);
    const b = await participantAt(v);
    expect((await a.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
    expect((await b.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(409);
    expect((await a.c.put('/api/screening/close')).statusCode).toBe(200);
    expect((await b.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
    const listed = await recruiter.c.get(`/api/dashboard/vacancies/${v.vacancy.id}/slots`);
    expect(listed.data.data[0].bookings).toEqual([
      expect.objectContaining({ candidate_id: b.cand.id, name: 'Тестов Тест', stage_status: 'assigned' }),
    ]);
  });

  it('a time staff type by hand gives the self-booked seat back', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
    const a = await participantAt(v);
    await a.c.put('/api/screening/slot', { slot_id: slot.id });
    const res = await recruiter.c.put(`/api/dashboard/candidate/${a.cand.id}/stage/4`, {
      status: 'reassigned',
      slot: { at: inHours(120), place: 'Переговорная 3' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, slot.id))).toEqual([]);
    expect((await stageOf(a.cand.id, 4)).slot).toMatchObject({ place: 'Переговорная 3' });
  });
});

describe('staff set a stage back after «нужно перенести» (issue 30)', () => {
  /** Who the pages show in the slot: stages holding a seat that name it, and the seats held. */
  async function shownIn(slotId: number) {
    const stages = await t.db.select().from(candidateStages)
      .where(sql`(${candidateStages.slot}->>'slot_id')::int = ${slotId}
        and ${candidateStages.status} in ('assigned', 'reassigned', 'carried_out', 'success')`);
    const seats = await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, slotId));
    return { stages: stages.map((s) => s.candidateId).sort(), seats: seats.map((b) => b.candidateId).sort() };
  }
  const setStage = (candidateId: number, status: string) =>
    recruiter.c.put(`/api/dashboard/candidate/${candidateId}/stage/4`, { status });

  it('the released seat, now someone else’s, is not given back: 409, the stage stays to be moved', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
    const a = await participantAt(v);
    const b = await participantAt(v);
    expect((await a.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
    expect((await setStage(a.cand.id, 'need_reassign')).statusCode).toBe(200);
    expect((await b.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
    const back = await setStage(a.cand.id, 'assigned');
    expect([back.statusCode, back.data.message]).toEqual([
      409,
      'Это место на встрече уже занял другой участник. Назначьте другое время',
    ]);
    expect((await stageOf(a.cand.id, 4)).status).toBe('need_reassign');
    expect(await shownIn(slot.id)).toEqual({ stages: [b.cand.id], seats: [b.cand.id] });
    expect((await a.c.get('/api/screening/slots')).data.data).toMatchObject({ booked: null });
    // The candidates table's bulk change goes by the same rule.
    const bulk = await recruiter.c.put('/api/dashboard/candidates/statuses', {
      ids: [a.cand.id],
      n: 4,
      status: 'assigned',
    });
    expect([bulk.statusCode, bulk.data.message]).toEqual([
      409,
      'Это место на встрече уже занял другой участник. Назначьте другое время',
    ]);
    expect(await shownIn(slot.id)).toEqual({ stages: [b.cand.id], seats: [b.cand.id] });
  });

  it('a seat still free is taken again; the stage holds it', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
    const a = await participantAt(v);
    expect((await a.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
    expect((await setStage(a.cand.id, 'need_reassign')).statusCode).toBe(200);
    expect((await setStage(a.cand.id, 'assigned')).statusCode).toBe(200);
    expect(await shownIn(slot.id)).toEqual({ stages: [a.cand.id], seats: [a.cand.id] });
    const b = await participantAt(v);
    expect((await b.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(409);
  });

  it('racing: staff setting the stage back and another participant booking the one seat, one of them gets it', async () => {
    for (let round = 0; round < 6; round++) {
      const v = await position();
      const slot = await publish(v.vacancy.id, { starts_at: inHours(72), capacity: 1 });
      const a = await participantAt(v);
      const b = await participantAt(v);
      expect((await a.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
      expect((await setStage(a.cand.id, 'need_reassign')).statusCode).toBe(200);
      const [back, booked] = await Promise.all([
        setStage(a.cand.id, 'assigned'),
        b.c.put('/api/screening/slot', { slot_id: slot.id }),
      ]);
      expect([back.statusCode, booked.statusCode].sort()).toEqual([200, 409]);
      const shown = await shownIn(slot.id);
      expect(shown.stages).toHaveLength(1);
      expect(shown.stages).toEqual(shown.seats);
    }
  });
});

describe('staff cancel a slot', () => {
  it('its candidates go to need_reassign and are told; they book another time and the stage is reassigned', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: '2099-02-02T10:00:00+03:00', capacity: 2 });
    const other = await publish(v.vacancy.id, { starts_at: '2099-02-03T10:00:00+03:00', capacity: 2 });
    const a = await participantAt(v);
    await a.c.put('/api/screening/slot', { slot_id: slot.id });
    const listed = await recruiter.c.get(`/api/dashboard/vacancies/${v.vacancy.id}/slots`);
    expect(listed.data.data[0].bookings).toHaveLength(1);
    const res = await recruiter.c.post(`/api/dashboard/vacancies/${v.vacancy.id}/slots/${slot.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data[0]).toMatchObject({ id: slot.id, bookings: [] });
    const stage = await stageOf(a.cand.id, 4);
    expect([stage.status, stage.slot]).toEqual(['need_reassign', null]);
    const [notice] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.userId, a.user.id))
      .orderBy(sql`${messages.id} desc`)
      .limit(1);
    expect(notice!.text).toBe(
      'Встреча 02.02.2099 в 10:00 (МСК) отменена. Выберите новое время в личном кабинете.',
    );
    expect(
      (await t.db.select().from(outbox).where(eq(outbox.recipient, a.user.email))).at(-1)!.body,
    ).toContain('отменена');
    const view = await a.c.get('/api/screening/slots');
    expect(view.data.data).toMatchObject({
      status: 'need_reassign',
      booked: null,
      can_pick: true,
      slots: [{ id: other.id }],
    });
    const rebooked = await a.c.put('/api/screening/slot', { slot_id: slot.id });
    expect([rebooked.statusCode, rebooked.data.message]).toEqual([
      409,
      'Это время больше недоступно. Выберите другое из свободных',
    ]);
    expect((await a.c.put('/api/screening/slot', { slot_id: other.id })).data.data).toMatchObject({
      status: 'reassigned',
      booked: { id: other.id },
    });
  });

  it('a slot that has started cannot be cancelled', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, { starts_at: inHours(2), capacity: 1 });
    setClock({ advanceMs: 3 * HOUR });
    const res = await recruiter.c.post(`/api/dashboard/vacancies/${v.vacancy.id}/slots/${slot.id}/cancel`);
    expect([res.statusCode, res.data.message]).toEqual([422, 'Встреча уже началась — отменить её нельзя']);
    const other = await position();
    expect(
      (await recruiter.c.post(`/api/dashboard/vacancies/${other.vacancy.id}/slots/${slot.id}/cancel`))
        .statusCode,
    ).toBe(404);
  });
});
