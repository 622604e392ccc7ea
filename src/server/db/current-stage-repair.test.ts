/**
 * Migration 0017 repairs the current-stage copy that erasures left stale (issue 17): the stage row is
 * `cancel` while the copy on `candidates` still says `awaiting` with a past deadline. The test writes
 * that state the way the old erasure did, runs the migration's statements and checks the copy, on
 * whichever database the run uses (PGlite, or PostgreSQL with DATABASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { makeUser } from '../test/factories.ts';
import { makeCandidate, makeVacancy } from '../test/screening-factories.ts';
import { candidates, candidateStages } from './schema.ts';

const migration = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', '0017_current_stage_repair.sql'),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('0017 recomputes a stale current-stage copy and leaves true ones alone', async () => {
  const v = await makeVacancy(t.db, { pipeline: [1, 5, 7, 8] });
  const past = new Date(Date.now() - 86_400_000);
  const erased = await makeCandidate(
    t.db,
    (await makeUser(t.db)).id,
    v,
    { 1: 'success', 5: 'awaiting' },
    { status: 'assigned', deadlineAt: past },
  );
  const kept = await makeCandidate(
    t.db,
    (await makeUser(t.db)).id,
    v,
    { 1: 'success', 5: 'awaiting' },
    { status: 'assigned', deadlineAt: past },
  );
  // The old erasure: the stage and the record cancelled, the copy not refreshed.
  await t.db
    .update(candidateStages)
    .set({ status: 'cancel' })
    .where(and(eq(candidateStages.candidateId, erased.id), eq(candidateStages.n, 5)));
  await t.db
    .update(candidates)
    .set({ status: 'cancel', endedAt: new Date() })
    .where(eq(candidates.id, erased.id));
  const [keptBefore] = await t.db.select().from(candidates).where(eq(candidates.id, kept.id));
  expect(keptBefore).toMatchObject({ currentStageN: 5, currentStageStatus: 'awaiting' });

  for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

  const [repaired] = await t.db.select().from(candidates).where(eq(candidates.id, erased.id));
  expect(repaired).toMatchObject({ currentStageN: 5, currentStageStatus: 'cancel' });
  expect(repaired!.currentStageDeadlineAt?.getTime()).toBe(past.getTime());
  const [keptAfter] = await t.db.select().from(candidates).where(eq(candidates.id, kept.id));
  expect(keptAfter).toEqual(keptBefore);
});
