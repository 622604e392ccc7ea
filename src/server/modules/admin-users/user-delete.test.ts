import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateHistory,
  candidateManagers,
  candidates,
  candidateStages,
  sessions,
  stageComments,
  users,
  vacancyManagers,
} from '../../db/schema.ts';
import { client, type Client } from '../../test/client.ts';
import { makeUser, signedInClient, type MadeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { captureLog, type LogCapture } from '../../test/log-sink.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
let admin: Client;
let adminUser: MadeUser;
let log: LogCapture;

beforeAll(async () => {
  log = captureLog('info');
  t = await createTestApp({ logger: log.logger });
  ({ c: admin, user: adminUser } = await signedInClient(t.app, t.db, 'admin'));
});
afterAll(() => t.close());

describe('DELETE /api/dashboard/users/{id}', () => {
  it('401, 403 for a recruiter, a manager and a participant (who stays); 404 missing; 422 bad id', async () => {
    const victim = await makeUser(t.db);
    const url = `/api/dashboard/users/${victim.id}`;
    expect((await client(t.app).delete(url)).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'participant'] as const) {
      expect((await (await signedInClient(t.app, t.db, role)).c.delete(url)).statusCode).toBe(403);
    }
    expect(
      (await t.db.select({ a: users.anonymisedAt }).from(users).where(eq(users.id, victim.id)))[0]!.a,
    ).toBeNull();
    expect((await admin.delete('/api/dashboard/users/2000000000')).statusCode).toBe(404);
    expect((await admin.delete('/api/dashboard/users/abc')).statusCode).toBe(422);
  });

  it('422 when the admin deletes themself; they stay an active admin', async () => {
    const res = await admin.delete(`/api/dashboard/users/${adminUser.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe('Нельзя удалить свою учётную запись');
    expect((await admin.get('/api/users/info')).statusCode).toBe(200);
  });

  it('a participant: personal data erased, records and statuses kept for the statistics, history names the admin', async () => {
    const { c: participantClient, user: p } = await signedInClient(t.app, t.db, 'participant');
    await t.db
      .update(users)
      .set({ lastName: 'Соколова', firstName: 'Ирина', birthDate: '2003-01-01' })
      .where(eq(users.id, p.id));
    const v = await makeVacancy(t.db, { pipeline: [1, 2] });
    const c = await makeCandidate(t.db, p.id, v, { 1: 'success', 2: 'awaiting' }, { status: 'assigned' });
    await t.db
      .insert(stageComments)
      .values({ candidateId: c.id, n: 1, authorId: adminUser.id, text: 'Ирина сильная' });

    const res = await admin.delete(`/api/dashboard/users/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Персональные данные участника удалены');

    const [row] = await t.db.select().from(users).where(eq(users.id, p.id));
    expect(row).toMatchObject({
      lastName: '',
      firstName: '',
      birthDate: null,
      phone: null,
      role: 'participant',
    });
    expect(row!.email).not.toBe(p.email);
    expect(row!.anonymisedAt).not.toBeNull();
    // The record and its stages stay (ended), so the funnels keep their counts.
    const [record] = await t.db.select().from(candidates).where(eq(candidates.id, c.id));
    expect(record).toBeDefined();
    expect(
      await t.db.select().from(candidateStages).where(eq(candidateStages.candidateId, c.id)),
    ).toHaveLength(8);
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, c.id), eq(candidateHistory.action, 'anonymised')));
    expect(history).toEqual([expect.objectContaining({ actorId: adminUser.id })]);
    expect(JSON.stringify(history)).not.toContain('Соколова');
    // Signed out everywhere.
    expect((await participantClient.get('/api/users/info')).statusCode).toBe(401);

    // The admin's page now shows the erased state.
    const page = (await admin.get(`/api/dashboard/users/${p.id}`)).data.data;
    expect(page).toMatchObject({ state: 'anonymised', name: 'Данные удалены', email: null, phone: null });
    expect(page.applications).toHaveLength(1);

    // The log keeps who erased whom, by ids only.
    expect(log.entries()).toContainEqual(
      expect.objectContaining({ audit: 'user-anonymised', actorId: adminUser.id, userId: p.id }),
    );
    expect(log.lines.join('\n')).not.toContain('Соколова');

    const again = await admin.delete(`/api/dashboard/users/${p.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.data.message).toBe('Этот пользователь уже удалён');
  });

  it('a manager: deactivated, signed out, off positions and candidates, their history rows still theirs', async () => {
    const { c: managerClient, user: manager } = await signedInClient(t.app, t.db, 'manager');
    const p = await makeUser(t.db);
    const v = await makeVacancy(t.db);
    const c = await makeCandidate(t.db, p.id, v);
    await t.db.insert(vacancyManagers).values({ vacancyId: v.vacancy.id, userId: manager.id });
    await t.db.insert(candidateManagers).values({ candidateId: c.id, userId: manager.id });
    await t.db
      .insert(candidateHistory)
      .values({ candidateId: c.id, actorId: manager.id, action: 'comment', note: 'Хороший кандидат' });

    const res = await admin.delete(`/api/dashboard/users/${manager.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Учётная запись сотрудника отключена');

    const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(row!.deactivatedAt).not.toBeNull();
    expect(row!.anonymisedAt).toBeNull();
    expect(row!.lastName).toBe('Тестов');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, manager.id))).toEqual([]);
    expect((await managerClient.get('/api/users/info')).statusCode).toBe(401);
    expect(
      (await client(t.app).post('/login', { email: manager.email, password: manager.password })).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(vacancyManagers).where(eq(vacancyManagers.userId, manager.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(candidateManagers).where(eq(candidateManagers.userId, manager.id)),
    ).toEqual([]);
    const history = await t.db.select().from(candidateHistory).where(eq(candidateHistory.candidateId, c.id));
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorId: manager.id, action: 'comment' }),
        expect.objectContaining({
          actorId: adminUser.id,
          action: 'managers',
          before: String(manager.id),
          after: '',
        }),
      ]),
    );
    expect(log.entries()).toContainEqual(
      expect.objectContaining({ audit: 'user-deactivated', actorId: adminUser.id, userId: manager.id }),
    );
    // The list shows them as deactivated; deleting again is refused.
    const listed = await admin.get(`/api/dashboard/users?q=${encodeURIComponent(manager.email)}`);
    expect(listed.data.data).toMatchObject([{ id: manager.id, state: 'deactivated' }]);
    expect((await admin.delete(`/api/dashboard/users/${manager.id}`)).statusCode).toBe(422);
  });

  it('another admin: deactivated like any staff account', async () => {
    const { c: otherClient, user: other } = await signedInClient(t.app, t.db, 'admin');
    expect((await admin.delete(`/api/dashboard/users/${other.id}`)).statusCode).toBe(200);
    expect((await otherClient.get('/api/dashboard/users')).statusCode).toBe(401);
  });
});
