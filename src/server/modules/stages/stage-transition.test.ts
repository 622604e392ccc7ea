import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateHistory, candidates, candidateStages, messages, outbox } from '../../db/schema.ts';
import { addMinutes, now, resetClock, setClock } from '../../lib/clock.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeUser } from '../../test/factories.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import type { AppDeps } from '../../app-deps.ts';
import { expireOverdueStages, moveCandidateToStage, setStageStatus } from './stage-transition.service.ts';

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = t.app.deps;
});
afterAll(async () => {
  resetClock();
  await t.close();
});

/**
 * Another app server's dependencies: on PostgreSQL its own pool on the test database, so two sweeps
 * really run at once; PGlite has one connection, so there the same database serves both.
 */
async function secondServer(): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  if (t.database.kind === 'pglite') return { deps, close: async () => {} };
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return { deps: { ...deps, database, db: database.db }, close: database.close };
}

const stagesOf = (candidateId: number) =>
  t.db
    .select()
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, candidateId))
    .orderBy(asc(candidateStages.n));

describe('stage transitions', () => {
  it('screening success: record assigned, the next pipeline stage awaits with its deadline, history and a notice', async () => {
    const user = await makeUser(t.db);
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 4, 6, 7, 8], deadlineDays: 5 });
    const c = await makeCandidate(t.db, user.id, v);
    const staff = await makeUser(t.db, { role: 'recruiter' });
    await t.db.transaction((tx) => setStageStatus(deps, tx, c.id, 1, 'success', { actorId: staff.id }));
    const stages = await stagesOf(c.id);
    expect(stages.map((s) => s.status)).toEqual([
      'success',
      'skipped',
      'awaiting',
      'none',
      'skipped',
      'none',
      'none',
      'none',
    ]);
    const deadline = stages[2]!.deadlineAt!.getTime() - now().getTime();
    expect(deadline).toBeGreaterThan(5 * 86_400_000 - 60_000);
    expect(deadline).toBeLessThanOrEqual(5 * 86_400_000);
    const [record] = await t.db.select().from(candidates).where(eq(candidates.id, c.id));
    expect(record!.status).toBe('assigned');
    const history = await t.db.select().from(candidateHistory).where(eq(candidateHistory.candidateId, c.id));
    expect(
      history.map((h) => `${h.action} ${h.n ?? ''} ${h.before}→${h.after} by ${h.actorId === staff.id}`),
    ).toEqual([
      'stage_status 1 eval→success by true',
      'stage_status 3 none→awaiting by true',
      'status  awaiting→assigned by true',
    ]);
    // One change, one notice (and one letter) that says both: the stage passed and what comes next.
    const notices = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(notices.map((m) => m.title)).toEqual(['Этап «Анкета» пройден, следующий — «Тестирование»']);
    expect(notices[0]!.text).toMatch(/^Поздравляем! Пройдите онлайн-тест до \d\d\.\d\d\.\d{4} в \d\d:\d\d/);
    expect(notices[0]!.link).toBe('/progress');
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails.map((m) => m.subject)).toEqual([
      'Этап «Анкета» пройден, следующий — «Тестирование» — Стажировка в JTI',
    ]);
  });

  it('a refusal ends the record; the participant may apply again', async () => {
    const user = await makeUser(t.db);
    const v = await makeVacancy(t.db);
    const c = await makeCandidate(t.db, user.id, v, { 1: 'success', 2: 'eval' }, { status: 'assigned' });
    await t.db.transaction((tx) => setStageStatus(deps, tx, c.id, 2, 'denied_add', { actorId: null }));
    const [record] = await t.db.select().from(candidates).where(eq(candidates.id, c.id));
    expect(record!.status).toBe('denied_add');
    expect(record!.endedAt).not.toBeNull();
    const again = await makeVacancy(t.db);
    await expect(makeCandidate(t.db, user.id, again)).resolves.toBeTruthy();
  });

  it('moving to a stage passes the ones before it', async () => {
    const user = await makeUser(t.db);
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 3, 5, 7] });
    const c = await makeCandidate(t.db, user.id, v);
    await t.db.transaction((tx) =>
      moveCandidateToStage(deps, tx, c.id, 5, { actorId: null, note: 'Сильный кандидат' }),
    );
    expect((await stagesOf(c.id)).map((s) => s.status)).toEqual([
      'success',
      'success',
      'success',
      'skipped',
      'awaiting',
      'skipped',
      'none',
      'skipped',
    ]);
    const [record] = await t.db.select().from(candidates).where(eq(candidates.id, c.id));
    expect(record!.status).toBe('assigned');
    // Three stages passed and one opened: one notice, naming the stage the participant was at.
    const notices = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(notices.map((m) => m.title)).toEqual([
      'Этап «Анкета» пройден, следующий — «Интервью с рекрутером»',
    ]);
  });

  it('a change with nothing opened tells its own status', async () => {
    const user = await makeUser(t.db);
    const v = await makeVacancy(t.db, { pipeline: [1, 2] });
    const c = await makeCandidate(t.db, user.id, v, { 1: 'success', 2: 'eval' }, { status: 'assigned' });
    await t.db.transaction((tx) => setStageStatus(deps, tx, c.id, 2, 'success', { actorId: null }));
    const notices = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(notices.map((m) => [m.title, m.text])).toEqual([
      ['«Видеорезюме»: пройден', 'Этап пройден — поздравляем!'],
    ]);
  });

  it('an invalid status for the type changes nothing', async () => {
    const user = await makeUser(t.db);
    const v = await makeVacancy(t.db);
    const c = await makeCandidate(t.db, user.id, v);
    await expect(
      t.db.transaction((tx) => setStageStatus(deps, tx, c.id, 1, 'testing', { actorId: null })),
    ).rejects.toThrow();
    expect((await stagesOf(c.id))[0]!.status).toBe('eval');
  });
});

describe('the deadline sweep', () => {
  it('expires overdue awaiting stages once, even with two sweeps at the same time', async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 4] });
    const past = addMinutes(now(), -1);
    const video = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'awaiting' },
      { status: 'assigned', deadlineAt: past },
    );
    const meeting = await makeCandidate(
      t.db,
      other.id,
      v,
      { 1: 'success', 2: 'success', 4: 'awaiting' },
      { status: 'assigned', deadlineAt: addMinutes(now(), 60) },
    );
    const [a, b] = await Promise.all([expireOverdueStages(deps), expireOverdueStages(deps)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect((await stagesOf(video.id))[1]!.status).toBe('expired_awaiting');
    expect((await stagesOf(meeting.id))[3]!.status).toBe('awaiting');
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, video.id), eq(candidateHistory.after, 'expired_awaiting')));
    expect(history).toHaveLength(1);
    const notices = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(notices.map((m) => m.title)).toEqual(['«Видеорезюме»: срок истёк']);

    setClock({ advanceMs: 61 * 60_000 });
    try {
      await expireOverdueStages(deps);
      expect((await stagesOf(meeting.id))[3]!.status).toBe('expired');
    } finally {
      resetClock();
    }
  });

  it('two servers sweeping at once (each with its own connection pool on PostgreSQL) make one transition and one notice per stage', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 4] });
    const overdue: { userId: number; candidateId: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const user = await makeUser(t.db);
      const c = await makeCandidate(
        t.db,
        user.id,
        v,
        { 1: 'success', 2: 'awaiting' },
        { status: 'assigned', deadlineAt: addMinutes(now(), -5) },
      );
      overdue.push({ userId: user.id, candidateId: c.id });
    }
    const other = await secondServer();
    try {
      const [a, b] = await Promise.all([expireOverdueStages(deps), expireOverdueStages(other.deps)]);
      expect(a + b).toBe(overdue.length);
    } finally {
      await other.close();
    }
    for (const { userId, candidateId } of overdue) {
      expect((await stagesOf(candidateId))[1]!.status).toBe('expired_awaiting');
      const history = await t.db
        .select()
        .from(candidateHistory)
        .where(
          and(eq(candidateHistory.candidateId, candidateId), eq(candidateHistory.after, 'expired_awaiting')),
        );
      expect(history).toHaveLength(1);
      const notices = await t.db.select().from(messages).where(eq(messages.userId, userId));
      expect(notices.map((m) => m.title)).toEqual(['«Видеорезюме»: срок истёк']);
    }
  });
});
