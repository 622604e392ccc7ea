import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { candidateHistory, users, vacancyManagers } from '../../db/schema.ts';
import { client, type Client } from '../../test/client.ts';
import { makeUser, signedInClient, type MadeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
let recruiter: Client;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = (await signedInClient(t.app, t.db, 'recruiter')).c;
});
afterAll(() => t.close());

const url = (id: number, rest = '') => `/api/dashboard/vacancies/${id}/managers${rest}`;
const ids = (res: { data: { data: { id: number }[] } }) => res.data.data.map((m) => m.id);

async function candidateOn(v: Awaited<ReturnType<typeof makeVacancy>>) {
  const user = await makeUser(t.db);
  return makeCandidate(t.db, user.id, v, { 1: 'success', 6: 'assigned' }, { status: 'assigned' });
}

describe('the position-manager calls refuse whoever may not make them', () => {
  it('401 signed out, 403 for a participant and a manager, before anything is read', async () => {
    const v = await makeVacancy(t.db);
    const calls: [string, string, unknown?][] = [
      ['GET', url(v.vacancy.id)],
      ['POST', url(v.vacancy.id), { user_id: 1 }],
      ['GET', url(v.vacancy.id, '/available')],
      ['DELETE', url(v.vacancy.id, '/1/delete')],
      ['PUT', url(v.vacancy.id, '/1/status'), { active: false }],
      ['GET', '/api/dashboard/candidate/1/managers/available'],
      ['PUT', '/api/dashboard/candidate/1/manager', { user_ids: [] }],
    ];
    const participant = (await signedInClient(t.app, t.db, 'participant')).c;
    const manager = (await signedInClient(t.app, t.db, 'manager')).c;
    for (const [method, path, body] of calls) {
      expect((await client(t.app).request(method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await participant.request(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await manager.request(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('404 for a missing position, a manager not on it, a missing candidate', async () => {
    const v = await makeVacancy(t.db);
    const m = await makeUser(t.db, { role: 'manager' });
    expect((await recruiter.get(url(2_000_000_000))).statusCode).toBe(404);
    expect((await recruiter.post(url(2_000_000_000), { user_id: m.id })).statusCode).toBe(404);
    expect((await recruiter.get(url(2_000_000_000, '/available'))).statusCode).toBe(404);
    expect((await recruiter.delete(url(v.vacancy.id, `/${m.id}/delete`))).statusCode).toBe(404);
    expect((await recruiter.put(url(v.vacancy.id, `/${m.id}/status`), { active: false })).statusCode).toBe(
      404,
    );
    expect((await recruiter.get('/api/dashboard/candidate/2000000000/managers/available')).statusCode).toBe(
      404,
    );
    expect(
      (await recruiter.put('/api/dashboard/candidate/2000000000/manager', { user_ids: [m.id] })).statusCode,
    ).toBe(404);
  });

  it('422 in Russian: no user, a participant, a deactivated manager, a bad flag', async () => {
    const v = await makeVacancy(t.db);
    const participant = await makeUser(t.db);
    const gone = await makeUser(t.db, { role: 'manager', deactivated: true });
    expect((await recruiter.post(url(v.vacancy.id), {})).data.errors.user_id).toEqual([
      ru.positionManagers.userId,
    ]);
    for (const id of [participant.id, gone.id, 2_000_000_000]) {
      const res = await recruiter.post(url(v.vacancy.id), { user_id: id });
      expect(res.statusCode).toBe(422);
      expect(res.data.errors.user_id).toEqual([ru.positionManagers.notActiveManager]);
    }
    expect(
      (await recruiter.put(url(v.vacancy.id, '/1/status'), { active: 'да' })).data.errors.active,
    ).toEqual([ru.positionManagers.active]);
    const c = await candidateOn(v);
    const res = await recruiter.put(`/api/dashboard/candidate/${c.id}/manager`, { user_ids: [gone.id] });
    expect(res.data.errors.user_ids).toEqual([ru.positionManagers.notActiveManager]);
    expect(
      (await recruiter.put(`/api/dashboard/candidate/${c.id}/manager`, { user_ids: ['x'] })).statusCode,
    ).toBe(422);
  });
});

describe('a recruiter manages a position’s managers', () => {
  it('adds (idempotently), lists with counts, offers the rest by search, switches off and removes', async () => {
    const v = await makeVacancy(t.db);
    const m1 = await makeUser(t.db, { role: 'manager' });
    const m2 = await makeUser(t.db, { role: 'manager' });
    await t.db.update(users).set({ lastName: 'Щукина', firstName: 'Ольга' }).where(eq(users.id, m2.id));
    const added = await recruiter.post(url(v.vacancy.id), { user_id: m1.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.data.data).toEqual([
      { id: m1.id, name: 'Тестов Тест', email: m1.email, active: true, candidates_count: 0 },
    ]);
    expect(ids(await recruiter.post(url(v.vacancy.id), { user_id: m1.id }))).toEqual([m1.id]);

    const c = await candidateOn(v);
    expect(
      (await recruiter.put(`/api/dashboard/candidate/${c.id}/manager`, { user_ids: [m1.id] })).statusCode,
    ).toBe(200);
    expect((await recruiter.get(url(v.vacancy.id))).data.data[0].candidates_count).toBe(1);

    const available = ids(await recruiter.get(url(v.vacancy.id, '/available')));
    expect(available).toContain(m2.id);
    expect(available).not.toContain(m1.id);
    expect(
      ids(await recruiter.get(url(v.vacancy.id, `/available?search=${encodeURIComponent('щукина')}`))),
    ).toEqual([m2.id]);
    expect(
      ids(await recruiter.get(url(v.vacancy.id, `/available?search=${encodeURIComponent(m2.email)}`))),
    ).toEqual([m2.id]);
    expect(ids(await recruiter.get(url(v.vacancy.id, '/available?search=%25_nobody')))).toEqual([]);

    const off = await recruiter.put(url(v.vacancy.id, `/${m1.id}/status`), { active: false });
    expect(off.data.data[0]).toMatchObject({ id: m1.id, active: false });
    expect(ids(await recruiter.post(url(v.vacancy.id), { user_id: m1.id }))).toEqual([m1.id]);
    expect((await recruiter.get(url(v.vacancy.id))).data.data[0].active).toBe(false);
    const removed = await recruiter.delete(url(v.vacancy.id, `/${m1.id}/delete`));
    expect(removed.data.message).toBe(ru.positionManagers.removed);
    expect(
      await t.db.select().from(vacancyManagers).where(eq(vacancyManagers.vacancyId, v.vacancy.id)),
    ).toEqual([]);
  });
});

describe('a candidate’s personal managers', () => {
  it('the choices mark the position’s active managers and the assigned ones; setting replaces the list', async () => {
    const v = await makeVacancy(t.db);
    const c = await candidateOn(v);
    const [onPosition, inactive, other] = [
      await makeUser(t.db, { role: 'manager' }),
      await makeUser(t.db, { role: 'manager' }),
      await makeUser(t.db, { role: 'manager' }),
    ];
    await t.db.insert(vacancyManagers).values([
      { vacancyId: v.vacancy.id, userId: onPosition.id },
      { vacancyId: v.vacancy.id, userId: inactive.id, active: false },
    ]);
    const set = await recruiter.put(`/api/dashboard/candidate/${c.id}/manager`, {
      user_ids: [other.id, other.id],
    });
    expect(ids(set)).toEqual([other.id]);
    const choices = (await recruiter.get(`/api/dashboard/candidate/${c.id}/managers/available`)).data
      .data as { id: number; on_position: boolean; assigned: boolean }[];
    expect(choices[0]).toMatchObject({ id: onPosition.id, on_position: true, assigned: false });
    expect(choices.find((m) => m.id === inactive.id)).toMatchObject({ on_position: false, assigned: false });
    expect(choices.find((m) => m.id === other.id)).toMatchObject({ on_position: false, assigned: true });
    expect(ids(await recruiter.put(`/api/dashboard/candidate/${c.id}/manager`, { user_ids: [] }))).toEqual(
      [],
    );
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, c.id))
      .orderBy(asc(candidateHistory.id));
    expect(history.map((h) => [h.action, h.before, h.after])).toEqual([
      ['managers', '', String(other.id)],
      ['managers', String(other.id), ''],
    ]);
  });
});

describe('a manager sees a position’s candidates while an active manager of it', () => {
  async function managerClient(): Promise<{ c: Client; user: MadeUser }> {
    return signedInClient(t.app, t.db, 'manager');
  }
  it('added: the stage call works; deactivated or removed: 404 again', async () => {
    const v = await makeVacancy(t.db);
    const { c: manager, user } = await managerClient();
    const stage6 = async (candidateId: number) =>
      (
        await manager.put(`/api/dashboard/candidate/${candidateId}/stage/6`, {
          status: 'assigned',
          slot: { at: '2026-12-01T11:00:00+03:00' },
        })
      ).statusCode;
    const first = await candidateOn(v);
    expect(await stage6(first.id)).toBe(404);
    await recruiter.post(url(v.vacancy.id), { user_id: user.id });
    expect(await stage6(first.id)).toBe(200);
    await recruiter.put(url(v.vacancy.id, `/${user.id}/status`), { active: false });
    expect(await stage6(first.id)).toBe(404);
    await recruiter.put(url(v.vacancy.id, `/${user.id}/status`), { active: true });
    const second = await candidateOn(v);
    expect(await stage6(second.id)).toBe(200);
    await recruiter.delete(url(v.vacancy.id, `/${user.id}/delete`));
    expect(await stage6(second.id)).toBe(404);
    // A personal assignment still counts without the position.
    await recruiter.put(`/api/dashboard/candidate/${second.id}/manager`, { user_ids: [user.id] });
    expect(await stage6(second.id)).toBe(200);
  });
});
