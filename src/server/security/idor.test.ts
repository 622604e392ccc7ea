/**
 * Object-level access (ASVS V8.2.2, OWASP API1): whatever a caller sends, an answer only ever holds
 * the caller's own records. Two participants, each with a screening, stages, messages and feedback;
 * every participant call made by one must show nothing of the other, and ids in queries or bodies
 * must not widen what is read or changed. Each new call that reads or writes owned records adds its
 * case here (see docs/security.md).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, candidateStages, feedback, messages, vacancies } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { signedInClient, type MadeUser } from '../test/factories.ts';
import type { Client } from '../test/client.ts';

let t: TestApp;
type Person = { c: Client; user: MadeUser; vacancyId: number; candidateId: number };
let a: Person;
let b: Person;

async function participantWithRecords(title: string, messageTitle: string): Promise<Person> {
  const { c, user } = await signedInClient(t.app, t.db, 'participant', { needHowKnow: true });
  const [v] = await t.db.insert(vacancies).values({ title, department: 1, workFormat: 1, hours: 40, status: 'open' }).returning();
  const [cand] = await t.db.insert(candidates).values({ userId: user.id, vacancyId: v!.id, status: 'awaiting' }).returning();
  await t.db.insert(candidateStages).values([1, 2, 3].map((n) => ({ candidateId: cand!.id, n, status: n === 1 ? ('eval' as const) : ('none' as const) })));
  await t.db.insert(messages).values({ userId: user.id, title: messageTitle, text: 'Личное сообщение' });
  return { c, user, vacancyId: v!.id, candidateId: cand!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await participantWithRecords('Вакансия участника А', 'Сообщение для А');
  b = await participantWithRecords('Вакансия участника Б', 'Сообщение для Б');
});
afterAll(() => t.close());

const mentionsB = (body: string) =>
  body.includes('участника Б') || body.includes('Сообщение для Б') || body.includes(b.user.email) || body.includes(`"id":${b.candidateId},`);

describe('a participant sees only their own records', () => {
  it('/api/users/info is the caller, whatever id is slipped into the query', async () => {
    const res = await a.c.get(`/api/users/info?id=${b.user.id}&user_id=${b.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data.email).toBe(a.user.email);
    expect(mentionsB(res.body)).toBe(false);
  });

  it('the screening and its stages are the caller’s own', async () => {
    for (const url of ['/api/screening/vacancy', '/api/screening/vacancy/stages']) {
      const res = await a.c.get(`${url}?id=${b.candidateId}&vacancy_id=${b.vacancyId}&user_id=${b.user.id}`);
      expect(res.statusCode, url).toBe(200);
      expect(mentionsB(res.body), url).toBe(false);
    }
    const own = await a.c.get('/api/screening/vacancy');
    expect(own.data.data.title).toBe('Вакансия участника А');
    expect(own.data.application.id).toBe(a.candidateId);
  });

  it('messages and their unread count are the caller’s own', async () => {
    const res = await a.c.get(`/api/messages?user_id=${b.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data.map((m: { title: string }) => m.title)).toEqual(['Сообщение для А']);
    expect(res.data.meta.unread).toBe(1);
    expect(mentionsB(res.body)).toBe(false);
  });

  it('feedback is written for the caller only, even with another user’s id in the body', async () => {
    const res = await a.c.put('/api/users/feedback/how-know', { source: 'hh', user_id: b.user.id, userId: b.user.id });
    expect(res.statusCode).toBe(200);
    const rowsOfB = await t.db.select().from(feedback).where(and(eq(feedback.userId, b.user.id), eq(feedback.kind, 'how-know')));
    expect(rowsOfB).toEqual([]);
    expect((await b.c.get('/api/users/info')).data.data.need_how_know).toBe(true);
  });
});

describe('the offer decision and the surveys touch only the caller’s own record', () => {
  it('ids in the body or query never reach another participant’s offer or survey', async () => {
    // B's record waits for an offer decision and has a test result; A has neither.
    await t.db.update(candidates).set({ status: 'carried_out' }).where(eq(candidates.id, b.candidateId));
    await t.db.update(candidateStages).set({ status: 'success' }).where(and(eq(candidateStages.candidateId, b.candidateId), eq(candidateStages.n, 3)));
    await t.db.insert(candidateStages).values({ candidateId: b.candidateId, n: 7, status: 'awaiting' });
    const decision = await a.c.put(`/api/screening/stage/offer/decision?candidate_id=${b.candidateId}`, {
      accept: false,
      candidate_id: b.candidateId,
      user_id: b.user.id,
    });
    expect(decision.statusCode).toBe(422);
    const [offer] = await t.db.select().from(candidateStages).where(and(eq(candidateStages.candidateId, b.candidateId), eq(candidateStages.n, 7)));
    expect(offer!.status).toBe('awaiting');

    const survey = await a.c.put(`/api/users/feedback/test-success?candidate_id=${b.candidateId}`, { score: 1, candidate_id: b.candidateId });
    expect(survey.statusCode).toBe(422);
    expect(await t.db.select().from(feedback).where(eq(feedback.candidateId, b.candidateId))).toHaveLength(0);
    expect((await a.c.get('/api/screening/vacancy')).data.survey).toBeNull();
    expect((await b.c.get('/api/screening/vacancy')).data.survey).toBe('test-success');
  });
});
