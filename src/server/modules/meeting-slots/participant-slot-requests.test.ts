/** «Не смогу прийти» and «Нет подходящего времени» (issue 31 item 4, decision 067). */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateHistory,
  candidateStages,
  messages,
  outbox,
  slotBookings,
  vacancies,
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

/** A position with an assessment, the test's recruiter responsible for it. */
async function position() {
  const v = await makeVacancy(t.db, { pipeline: [1, 4, 5], title: 'Стажёр-аналитик' });
  await t.db.update(vacancies).set({ recruiterId: recruiter.user.id }).where(eq(vacancies.id, v.vacancy.id));
  return v;
}

async function participantAt(
  v: Awaited<ReturnType<typeof position>>,
  status: 'awaiting' | 'assigned' = 'awaiting',
) {
  const p = await signedInClient(t.app, t.db, 'participant');
  const cand = await makeCandidate(t.db, p.user.id, v, { 1: 'success', 4: status }, { status: 'assigned' });
  return { ...p, cand };
}

async function publish(vacancyId: number, startsAt: string, capacity = 1) {
  const res = await recruiter.c.post(`/api/dashboard/vacancies/${vacancyId}/slots`, {
    n: 4,
    starts_at: startsAt,
    place: 'Москва, Краснопресненская наб., 12',
    capacity,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.data.at(-1) as { id: number; starts_at: string };
}

const stageOf = async (candidateId: number) =>
  (
    await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, 4)))
  )[0]!;
const lastMessage = async (userId: number) =>
  (
    await t.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id)).limit(1)
  )[0];
const seatsOf = async (slotId: number) =>
  (await t.db.select().from(slotBookings).where(eq(slotBookings.slotId, slotId))).map((b) => b.candidateId);

describe('«Не смогу прийти»: DELETE /api/screening/slot', () => {
  it('frees the seat, the stage needs a new time, the participant and the recruiter are told, another takes the seat', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, '2099-03-02T10:00:00+03:00');
    const a = await participantAt(v);
    expect((await a.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
    const res = await a.c.delete('/api/screening/slot');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({
      status: 'need_reassign',
      booked: null,
      can_pick: true,
      cancelled_by_you: true,
      no_time: null,
      slots: [{ id: slot.id, free: 1 }],
    });
    expect(await seatsOf(slot.id)).toEqual([]);
    const stage = await stageOf(a.cand.id);
    expect([stage.status, stage.slot]).toEqual(['need_reassign', null]);
    expect((await lastMessage(a.user.id))!.text).toBe(
      'Вы отменили запись на 02.03.2099 в 10:00 (МСК). Выберите другое время в личном кабинете или сообщите, что подходящего нет.',
    );
    const told = await lastMessage(recruiter.user.id);
    expect(told).toMatchObject({
      title: 'Участник не сможет прийти',
      link: `/recruiter/positions/${v.vacancy.id}/candidates/${a.cand.id}`,
    });
    expect(told!.text).toContain(
      'не сможет прийти на этап «Ассессмент» 02.03.2099 в 10:00 (МСК) по вакансии «Стажёр-аналитик»',
    );
    const mail = (await t.db.select().from(outbox).where(eq(outbox.recipient, recruiter.user.email!))).at(-1);
    expect(mail!.body).toContain('не сможет прийти');
    const [history] = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, a.cand.id))
      .orderBy(desc(candidateHistory.id))
      .limit(1);
    expect(history).toMatchObject({
      after: 'need_reassign',
      note: 'Участник не сможет прийти 02.03.2099 в 10:00 (МСК), запись отменена',
    });
    // The freed seat is someone else's now.
    const b = await participantAt(v);
    expect((await b.c.put('/api/screening/slot', { slot_id: slot.id })).statusCode).toBe(200);
    expect(await seatsOf(slot.id)).toEqual([b.cand.id]);
  });

  it('staff setting the stage back does not bring the given-up seat back (issue 30 item 6); a new booking is a move', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, inHours(72), 2);
    const a = await participantAt(v);
    await a.c.put('/api/screening/slot', { slot_id: slot.id });
    expect((await a.c.delete('/api/screening/slot')).statusCode).toBe(200);
    // The time was taken off the stage with the seat: setting it back asks staff for a time.
    const back = await recruiter.c.put(`/api/dashboard/candidate/${a.cand.id}/stage/4`, {
      status: 'assigned',
    });
    expect([back.statusCode, back.data.errors?.slot]).toEqual([422, ['Укажите время встречи']]);
    expect(await seatsOf(slot.id)).toEqual([]);
    expect((await stageOf(a.cand.id)).status).toBe('need_reassign');
    const again = await a.c.put('/api/screening/slot', { slot_id: slot.id });
    expect(again.data.data).toMatchObject({
      status: 'reassigned',
      booked: { id: slot.id },
      cancelled_by_you: false,
    });
  });

  it('past the cut-off: 422 saying to write in the chat, the seat kept', async () => {
    const v = await position();
    const slot = await publish(v.vacancy.id, inHours(30));
    const a = await participantAt(v);
    await a.c.put('/api/screening/slot', { slot_id: slot.id });
    setClock({ advanceMs: 7 * HOUR });
    const late = await a.c.delete('/api/screening/slot');
    expect([late.statusCode, late.data.message]).toEqual([
      422,
      'Отменить запись уже нельзя: это можно сделать не позже чем за 24 часа до встречи. Если не сможете прийти, напишите в чат',
    ]);
    expect(await seatsOf(slot.id)).toEqual([a.cand.id]);
    expect((await stageOf(a.cand.id)).status).toBe('assigned');
  });

  it('nothing booked 422, a time staff set 422, no record 404, 401 signed out, 403 for staff', async () => {
    const v = await position();
    await publish(v.vacancy.id, inHours(72));
    const waiting = await participantAt(v);
    const none = await waiting.c.delete('/api/screening/slot');
    expect([none.statusCode, none.data.message]).toEqual([
      422,
      'У вас нет записи на встречу, которую можно отменить',
    ]);
    const byHand = await participantAt(v, 'assigned');
    await t.db
      .update(candidateStages)
      .set({ slot: { at: inHours(72), place: 'Офис' } })
      .where(and(eq(candidateStages.candidateId, byHand.cand.id), eq(candidateStages.n, 4)));
    const staffSet = await byHand.c.delete('/api/screening/slot');
    expect([staffSet.statusCode, staffSet.data.message]).toEqual([
      422,
      'Время встречи назначил рекрутер. Если не сможете прийти, напишите в чат',
    ]);
    const nobody = await signedInClient(t.app, t.db, 'participant');
    expect((await nobody.c.delete('/api/screening/slot')).statusCode).toBe(404);
    expect((await client(t.app).delete('/api/screening/slot')).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const staff = await signedInClient(t.app, t.db, role);
      expect((await staff.c.delete('/api/screening/slot')).statusCode, role).toBe(403);
      expect((await staff.c.post('/api/screening/slot/no-time')).statusCode, role).toBe(403);
    }
  });
});

describe('«Нет подходящего времени»: POST /api/screening/slot/no-time', () => {
  it('the recruiter is told once; the participant sees it sent with the day the team answers by; a booking answers it', async () => {
    const v = await position();
    await t.db.update(vacancies).set({ answerDays: 3 }).where(eq(vacancies.id, v.vacancy.id));
    setClock({ freezeAt: new Date('2026-12-10T12:00:00+03:00') }); // a Thursday
    const slot = await publish(v.vacancy.id, '2026-12-20T10:00:00+03:00', 5);
    const a = await participantAt(v);
    const res = await a.c.post('/api/screening/slot/no-time');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({
      status: 'awaiting',
      no_time: { sent_at: '2026-12-10T09:00:00.000Z', answer_by: '2026-12-15' },
    });
    const told = await lastMessage(recruiter.user.id);
    expect(told).toMatchObject({ title: 'Участнику не подходит время' });
    expect(told!.text).toContain(
      'ни одно предложенное время этапа «Ассессмент» по вакансии «Стажёр-аналитик» не подходит',
    );
    const count = async () =>
      (await t.db.select().from(messages).where(eq(messages.userId, recruiter.user.id))).length;
    const before = await count();
    expect((await a.c.post('/api/screening/slot/no-time')).data.data.no_time.sent_at).toBe(
      '2026-12-10T09:00:00.000Z',
    );
    expect(await count()).toBe(before);
    const [history] = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, a.cand.id), eq(candidateHistory.action, 'slot_no_time')));
    expect(history).toMatchObject({
      n: 4,
      note: 'Участник сообщил, что ни одно предложенное время не подходит',
    });
    const booked = await a.c.put('/api/screening/slot', { slot_id: slot.id });
    expect(booked.data.data).toMatchObject({ status: 'assigned', no_time: null });
  });

  it('422 where the position publishes no times or no meeting stage is open; 404 without a record; 401 signed out', async () => {
    const v = await position();
    const a = await participantAt(v);
    const res = await a.c.post('/api/screening/slot/no-time');
    expect([res.statusCode, res.data.message]).toEqual([
      422,
      'Сейчас нет этапа, на который можно записаться',
    ]);
    const early = await signedInClient(t.app, t.db, 'participant');
    await makeCandidate(t.db, early.user.id, v, { 1: 'eval' });
    expect((await early.c.post('/api/screening/slot/no-time')).statusCode).toBe(422);
    const nobody = await signedInClient(t.app, t.db, 'participant');
    expect((await nobody.c.post('/api/screening/slot/no-time')).statusCode).toBe(404);
    expect((await client(t.app).post('/api/screening/slot/no-time')).statusCode).toBe(401);
  });
});
