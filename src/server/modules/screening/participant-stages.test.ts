import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, candidateStages, feedback, files } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedInClient } from '../../test/factories.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setStage = (candidateId: number, n: number, patch: Partial<typeof candidateStages.$inferInsert>) =>
  t.db
    .update(candidateStages)
    .set(patch)
    .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n)));

describe('GET /api/screening/vacancy/stages: what each stage carries for the participant', () => {
  it('the slot of a meeting, the offer document, the internship start with fallbacks, the test score', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db, {
      settings: { 8: { address: 'Москва, ул. Тестовая, 1', contact: 'Команда стажировок', correct: 2 } },
    });
    const cand = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'success', 3: 'success', 4: 'assigned' },
      { status: 'assigned' },
    );
    await setStage(cand.id, 3, { score: 80, data: { answers: [1, 2], correct: [1, 2] } });
    await setStage(cand.id, 4, {
      slot: {
        at: '2026-12-01T09:30:00Z',
        place: 'Офис JTI, переговорная 5',
        link: 'https://meet.example.com/abc',
        note: 'Возьмите паспорт',
      },
    });
    const [file] = await t.db
      .insert(files)
      .values({
        kind: 'cv',
        originalName: 'Оффер.pdf',
        mime: 'application/pdf',
        size: 10,
        sha256: 'a'.repeat(64),
      })
      .returning();
    await setStage(cand.id, 7, { data: { offer_file_id: file!.id } });
    await setStage(cand.id, 8, {
      data: { start_at: '2027-02-01T06:00:00Z', contact: 'Мария, +7 999 000-00-00' },
    });

    const res = await c.get('/api/screening/vacancy/stages');
    expect(res.statusCode).toBe(200);
    const byN = new Map(res.data.data.map((s: { n: number }) => [s.n, s]));
    expect(byN.get(3)).toMatchObject({
      type: 'TESTING',
      status: 'success',
      score: 80,
      slot: null,
      info: null,
    });
    expect(byN.get(4)).toMatchObject({
      slot: {
        at: '2026-12-01T09:30:00.000Z',
        place: 'Офис JTI, переговорная 5',
        link: 'https://meet.example.com/abc',
        note: 'Возьмите паспорт',
      },
    });
    expect(byN.get(5)).toMatchObject({ slot: null });
    expect(byN.get(7)).toMatchObject({ info: { offer_file: { id: file!.id, name: 'Оффер.pdf' } } });
    expect(byN.get(8)).toMatchObject({
      info: {
        start_at: '2027-02-01T06:00:00.000Z',
        address: 'Москва, ул. Тестовая, 1',
        contact: 'Мария, +7 999 000-00-00',
      },
    });
    // Never the test's answers, correct choices or staff-only data.
    expect(res.body).not.toContain('correct');
    expect(res.body).not.toContain('answers');
  });

  it('no score before the test is finished, no slot when it is malformed, no offer file once erased', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db);
    const cand = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'success', 3: 'testing', 4: 'none' },
      { status: 'assigned' },
    );
    await setStage(cand.id, 3, { score: 40 });
    await setStage(cand.id, 4, { slot: { at: 'завтра', link: 'javascript:alert(1)' } });
    const [file] = await t.db
      .insert(files)
      .values({
        kind: 'cv',
        originalName: '',
        mime: 'application/pdf',
        size: 0,
        sha256: '',
        erasedAt: new Date(),
      })
      .returning();
    await setStage(cand.id, 7, { data: { offer_file_id: file!.id } });
    const byN = new Map(
      (await c.get('/api/screening/vacancy/stages')).data.data.map((s: { n: number }) => [s.n, s]),
    );
    expect(byN.get(3)).toMatchObject({ status: 'testing', score: null });
    expect(byN.get(4)).toMatchObject({ slot: null });
    expect(byN.get(7)).toMatchObject({ info: { offer_file: null } });
    expect(byN.get(8)).toMatchObject({ info: { start_at: null, address: null, contact: null } });
  });
});

describe('GET /api/screening/vacancy: the last ended record’s outcome, once', () => {
  it('answered once and marked seen; not while a screening is active', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const older = await makeVacancy(t.db, { title: 'Старая вакансия' });
    const newer = await makeVacancy(t.db, { title: 'Маркетинг' });
    const first = await makeCandidate(t.db, user.id, older);
    await t.db
      .update(candidates)
      .set({ status: 'denied_final', endedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(candidates.id, first.id));
    const second = await makeCandidate(t.db, user.id, newer);
    await t.db
      .update(candidates)
      .set({ status: 'reserved', endedAt: new Date() })
      .where(eq(candidates.id, second.id));

    const once = await c.get('/api/screening/vacancy');
    expect(once.data).toMatchObject({
      data: null,
      last_outcome: { vacancy_title: 'Маркетинг', status: 'reserved' },
    });
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, second.id));
    expect(row!.outcomeSeenAt).not.toBeNull();
    expect((await c.get('/api/screening/vacancy')).data.last_outcome).toBeNull();

    // With an active screening there is no banner to show.
    const other = await signedInClient(t.app, t.db, 'participant');
    const ended = await makeCandidate(t.db, other.user.id, older);
    await t.db
      .update(candidates)
      .set({ status: 'cancel', endedAt: new Date() })
      .where(eq(candidates.id, ended.id));
    await makeCandidate(t.db, other.user.id, newer);
    expect((await other.c.get('/api/screening/vacancy')).data.last_outcome).toBeNull();
    const [kept] = await t.db.select().from(candidates).where(eq(candidates.id, ended.id));
    expect(kept!.outcomeSeenAt).toBeNull();
  });

  it('tells which survey is due: the latest result’s, until answered or skipped', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db);
    const cand = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'success', 3: 'awaiting' },
      { status: 'assigned' },
    );
    expect((await c.get('/api/screening/vacancy')).data.survey).toBe('video-interview-success');
    await t.db
      .insert(feedback)
      .values({ userId: user.id, candidateId: cand.id, kind: 'video-interview-success', answer: 'skipped' });
    expect((await c.get('/api/screening/vacancy')).data.survey).toBeNull();
    await setStage(cand.id, 3, { status: 'denied_add' });
    await t.db.update(candidates).set({ status: 'denied_add' }).where(eq(candidates.id, cand.id));
    expect((await c.get('/api/screening/vacancy')).data).toMatchObject({ data: null, survey: 'test-fail' });
  });
});
