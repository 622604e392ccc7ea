import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { candidateManagers, candidateStages } from '../../db/schema.ts';
import { pdf } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { multipartBody } from '../screening/apply-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function candidateAt(statuses: Parameters<typeof makeCandidate>[3], pipeline?: number[]) {
  const user = await makeUser(t.db);
  const v = await makeVacancy(t.db, { pipeline, deadlineDays: 5 });
  const c = await makeCandidate(t.db, user.id, v, statuses, { status: 'assigned' });
  return { user, candidate: c };
}
const stage = async (candidateId: number, n: number) =>
  (
    await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n)))
  )[0]!;
async function signedInAs(user: { email: string; password: string }) {
  const c = client(t.app, {
    ip: `10.60.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect((await c.post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  return c;
}
const SLOT = {
  at: '2026-12-01T11:00:00+03:00',
  place: 'Москва, Пресненская наб., 10',
  note: 'Возьмите паспорт',
};

describe('PUT /api/dashboard/candidate/{id}/stage/{n}', () => {
  it('401, 403 for a participant, 404 for a missing or unassigned candidate, before the body is read', async () => {
    const { candidate } = await candidateAt({ 1: 'eval' });
    expect(
      (await client(t.app).put(`/api/dashboard/candidate/${candidate.id}/stage/1`, { status: 'success' }))
        .statusCode,
    ).toBe(401);
    const participant = await signedInClient(t.app, t.db, 'participant');
    expect(
      (await participant.c.put(`/api/dashboard/candidate/${candidate.id}/stage/1`, { status: 'success' }))
        .statusCode,
    ).toBe(403);
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    expect(
      (await recruiter.c.put('/api/dashboard/candidate/2000000000/stage/1', { status: 'success' }))
        .statusCode,
    ).toBe(404);
    const manager = await signedInClient(t.app, t.db, 'manager');
    expect(
      (await manager.c.put(`/api/dashboard/candidate/${candidate.id}/stage/6`, { status: 'success' }))
        .statusCode,
    ).toBe(404);
  });

  it('422 for an unknown status, one the type does not allow, a stage outside the pipeline, a meeting without a slot', async () => {
    const { candidate } = await candidateAt({ 1: 'success', 4: 'awaiting' }, [1, 4, 7]);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const url = (n: number) => `/api/dashboard/candidate/${candidate.id}/stage/${n}`;
    expect((await c.put(url(4), { status: 'bogus' })).data.errors.status).toEqual([
      ru.candidateStages.status,
    ]);
    expect((await c.put(url(4), { status: 'testing' })).data.errors.status).toEqual([
      ru.candidateStages.statusNotAllowed,
    ]);
    expect((await c.put(url(2), { status: 'awaiting' })).data.errors.n).toEqual([
      ru.candidateStages.notInPipeline,
    ]);
    expect((await c.put(url(4), { status: 'assigned' })).data.errors.slot).toEqual([
      ru.candidateStages.slotRequired,
    ]);
    expect((await c.put(url(4), { status: 'assigned', slot: { at: 'завтра' } })).statusCode).toBe(422);
    expect((await c.put(url(9), { status: 'success' })).statusCode).toBe(422);
  });

  it('a recruiter sets a slot, then the result; the rules open the next stage and tell the participant', async () => {
    const { candidate, user } = await candidateAt({ 1: 'success', 4: 'awaiting' }, [1, 4, 7, 8]);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const url = `/api/dashboard/candidate/${candidate.id}/stage/4`;
    const assigned = await c.put(url, { status: 'assigned', slot: SLOT });
    expect(assigned.statusCode).toBe(200);
    expect((await stage(candidate.id, 4)).slot).toMatchObject({ place: SLOT.place });
    const passed = await c.put(url, { status: 'success', note: 'Сильный кейс' });
    expect(passed.data.data.find((s: { n: number }) => s.n === 7).status).toBe('awaiting');
    expect(passed.data.application_status).toBe('carried_out');
    const participant = await signedInAs(user);
    const stages = (await participant.get('/api/screening/vacancy/stages')).data.data;
    expect(stages.find((s: { n: number }) => s.n === 4)).toMatchObject({
      status: 'success',
      slot: { place: SLOT.place, note: SLOT.note },
    });
    const titles = (await participant.get('/api/messages')).data.data.map((m: { title: string }) => m.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '«Ассессмент»: встреча назначена',
        'Этап «Ассессмент» пройден, следующий — «Оффер»',
      ]),
    );
  });

  it('an accepted offer says the first day comes later; staff setting its date and place tell the participant once, with them (issue 31, item 6)', async () => {
    const { candidate, user } = await candidateAt({ 1: 'success', 7: 'awaiting' }, [1, 7, 8]);
    const participant = await signedInAs(user);
    const titles = async () =>
      ((await participant.get('/api/messages')).data.data as { title: string; text: string }[]).map(
        (m) => `${m.title}: ${m.text}`,
      );
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    // The offer accepted (here by staff): one notice, the date and place still to come.
    expect(
      (await c.put(`/api/dashboard/candidate/${candidate.id}/stage/7`, { status: 'success' })).statusCode,
    ).toBe(200);
    expect(await titles()).toEqual([
      'Этап «Оффер» пройден, следующий — «Выход на стажировку»: Поздравляем! Готовимся к вашему первому дню: дату, адрес и контакт пришлём, как только их назначим.',
    ]);
    const url = `/api/dashboard/candidate/${candidate.id}/stage/8`;
    const info = { start_at: '2027-02-01T09:00:00+03:00', address: 'Москва, Пресненская наб., 10' };
    expect((await c.put(url, { status: 'awaiting', info })).statusCode).toBe(200);
    expect((await titles())[0]).toBe(
      '«Выход на стажировку»: ждём вас: Первый день стажировки: 01.02.2027 в 09:00 (МСК), Москва, Пресненская наб., 10. Подробности — в личном кабинете.',
    );
    // The same details again tell nothing new; a contact added is told.
    expect((await c.put(url, { status: 'awaiting', info })).statusCode).toBe(200);
    expect(await titles()).toHaveLength(2);
    expect(
      (await c.put(url, { status: 'awaiting', info: { contact: 'Мария, +7 495 000-00-00' } })).statusCode,
    ).toBe(200);
    expect((await titles())[0]).toMatch(/Пресненская наб\., 10\. Контакт: Мария, \+7 495 000-00-00\./);
    expect(await titles()).toHaveLength(3);
  });

  it('the offer document goes up with the status; the participant may download it, another may not', async () => {
    const { candidate, user } = await candidateAt({ 1: 'success', 7: 'none' }, [1, 7, 8]);
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const body = multipartBody(
      { status: 'awaiting' },
      { field: 'file', name: 'Оффер.pdf', bytes: pdf('Оффер') },
    );
    const res = await c.request('PUT', `/api/dashboard/candidate/${candidate.id}/stage/7`, body.payload, {
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const offer = await stage(candidate.id, 7);
    expect(offer.status).toBe('awaiting');
    expect(offer.deadlineAt).not.toBeNull();
    const fileId = offer.data.offer_file_id as number;
    expect(fileId).toBeGreaterThan(0);
    const download = await (await signedInAs(user)).get(`/api/file/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('Оффер'));
    const other = await signedInClient(t.app, t.db, 'participant');
    expect((await other.c.get(`/api/file/${fileId}`)).statusCode).toBe(404);
    const wrongStage = multipartBody({ status: 'success' }, { field: 'file', name: 'x.pdf', bytes: pdf() });
    const refused = await c.request(
      'PUT',
      `/api/dashboard/candidate/${candidate.id}/stage/1`,
      wrongStage.payload,
      { headers: wrongStage.headers },
    );
    expect(refused.statusCode).toBe(422);
  });

  it('a manager sees only assigned candidates and sets only the manager interview (403 elsewhere)', async () => {
    const { candidate } = await candidateAt({ 1: 'success', 6: 'carried_out' }, [1, 6, 7]);
    const manager = await signedInClient(t.app, t.db, 'manager');
    await t.db.insert(candidateManagers).values({ candidateId: candidate.id, userId: manager.user.id });
    const other = await manager.c.put(`/api/dashboard/candidate/${candidate.id}/stage/1`, {
      status: 'denied_final',
    });
    expect(other.statusCode).toBe(403);
    expect(other.data.message).toBe(ru.candidateStages.managerOnlyInterview);
    const ok = await manager.c.put(`/api/dashboard/candidate/${candidate.id}/stage/6`, { status: 'success' });
    expect(ok.statusCode).toBe(200);
    expect((await stage(candidate.id, 7)).status).toBe('awaiting');
  });
});

describe('moving to a stage, extending a deadline, the statuses of a type', () => {
  it('PUT .../stage moves the candidate (recruiter only)', async () => {
    const { candidate } = await candidateAt({ 1: 'eval' }, [1, 2, 3, 5]);
    const manager = await signedInClient(t.app, t.db, 'manager');
    expect((await manager.c.put(`/api/dashboard/candidate/${candidate.id}/stage`, { n: 5 })).statusCode).toBe(
      403,
    );
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect((await c.put(`/api/dashboard/candidate/${candidate.id}/stage`, { n: 4 })).statusCode).toBe(422);
    const res = await c.put(`/api/dashboard/candidate/${candidate.id}/stage`, { n: 5 });
    expect(res.data.data.map((s: { status: string }) => s.status)).toEqual([
      'success',
      'success',
      'success',
      'skipped',
      'awaiting',
      'skipped',
      'skipped',
      'skipped',
    ]);
  });

  it('extend-deadline returns an expired stage to awaiting with the new deadline', async () => {
    const { candidate } = await candidateAt({ 1: 'success', 2: 'expired_awaiting' }, [1, 2]);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const url = `/api/dashboard/candidate/${candidate.id}/stage/2/extend-deadline`;
    expect((await c.post(url, { days: 0 })).statusCode).toBe(422);
    expect(
      (await c.post(`/api/dashboard/candidate/${candidate.id}/stage/1/extend-deadline`, { days: 3 }))
        .statusCode,
    ).toBe(422);
    const res = await c.post(url, { days: 3 });
    expect(res.statusCode).toBe(200);
    const row = await stage(candidate.id, 2);
    expect(row.status).toBe('awaiting');
    const days = (row.deadlineAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);
  });

  it('GET candidates/stages/{n}/statuses lists what a type allows', async () => {
    const { c } = await signedInClient(t.app, t.db, 'manager');
    expect((await c.get('/api/dashboard/candidates/stages/7/statuses')).data.data).toEqual([
      'none',
      'awaiting',
      'expired',
      'success',
      'cancel',
      'denied_final',
    ]);
    expect((await c.get('/api/dashboard/candidates/stages/0/statuses')).statusCode).toBe(422);
  });
});
