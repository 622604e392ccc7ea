/**
 * The current stage copied onto `candidates` (decision 008) stays what the stage rows say after every
 * kind of write: applying, a staff status change, a move, a new deadline, the periodic expiry, the
 * start of the online test and the participant's withdrawal. The oracle is the card's row
 * (`GET /api/dashboard/candidates/{id}`), which still computes the stage from the eight stage rows.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATES_TOTAL_CAP } from '#shared/contracts/candidates-table.ts';
import { SORTED_SEARCH_BOUND } from './candidates-table.service.ts';
import { candidates, users } from '../../db/schema.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import type { Client } from '../../test/client.ts';
import { ANSWERS, QUESTIONS } from '../screening/apply-test-kit.ts';
import { applyToVacancy, closeScreening } from '../screening/apply.service.ts';
import {
  expireOverdueStages,
  moveCandidateToStage,
  setStageStatus,
} from '../stages/stage-transition.service.ts';
import { startTest } from '../screening/testing.service.ts';

let t: TestApp;
let recruiter: Client;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = (await signedInClient(t.app, t.db, 'recruiter')).c;
});
afterEach(() => resetClock());
afterAll(() => t.close());

const DAY = 86_400_000;
const TEST = {
  time_limit_minutes: 20,
  pass_mark: 50,
  questions: [{ text: 'Сколько будет 2 + 2?', choices: ['3', '4'], correct: 1 }],
};

type Stage = { n: number; status: string; deadline_at: string | null; overdue: boolean } | null;

/** The table's row and the card's row agree on the stage, and the stage filters find the candidate. */
async function tableStage(vacancyId: number, id: number): Promise<Stage> {
  const table = await recruiter.get(`/api/dashboard/candidates?vacancy_id=${vacancyId}&per_page=100`);
  expect(table.statusCode, table.body).toBe(200);
  const row = table.data.data.find((r: { id: number }) => r.id === id);
  const card = await recruiter.get(`/api/dashboard/candidates/${id}`);
  expect(card.statusCode, card.body).toBe(200);
  expect(row.stage).toEqual(card.data.data.stage);
  if (row.stage) {
    const filtered = await recruiter.get(
      `/api/dashboard/candidates?vacancy_id=${vacancyId}&stage=${row.stage.n}&stage_status=${row.stage.status}&overdue=${row.stage.overdue}`,
    );
    expect(filtered.data.data.map((r: { id: number }) => r.id)).toContain(id);
  }
  return row.stage;
}

describe('the current stage on the candidate row', () => {
  it('follows applying, a status change, a new deadline, the expiry, a move, the test start and the withdrawal', async () => {
    const { vacancy } = await makeVacancy(t.db, {
      pipeline: [1, 2, 3, 7],
      deadlineDays: 5,
      settings: { 1: { questions: QUESTIONS }, 3: TEST },
    });
    const participant = await makeUser(t.db);
    const deps = t.app.deps;

    const { id } = await applyToVacancy(deps, participant.id, {
      vacancyId: vacancy.id,
      answers: ANSWERS,
      cvFileId: null,
      cvLink: 'https://cv.example/p',
    });
    expect(await tableStage(vacancy.id, id)).toMatchObject({ n: 1, status: 'eval', deadline_at: null });

    await t.db.transaction((tx) => setStageStatus(deps, tx, id, 1, 'success', { actorId: null }));
    const awaiting = await tableStage(vacancy.id, id);
    expect(awaiting).toMatchObject({ n: 2, status: 'awaiting', overdue: false });
    expect(Date.parse(awaiting!.deadline_at!)).toBeGreaterThan(Date.now() + 4 * DAY);

    const extended = await recruiter.post(`/api/dashboard/candidate/${id}/stage/2/extend-deadline`, {
      days: 10,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const later = await tableStage(vacancy.id, id);
    expect(Date.parse(later!.deadline_at!)).toBeGreaterThan(Date.now() + 9 * DAY);

    // Past the deadline the table says «overdue» before the sweep, and still after it, with the sweep's
    // status and the date that passed (issue 31: «Срок истёк» with «Срок этапа» «—» and a count of 0).
    setClock({ advanceMs: 11 * DAY });
    expect(await tableStage(vacancy.id, id)).toMatchObject({ n: 2, status: 'awaiting', overdue: true });
    expect(await expireOverdueStages(deps)).toBeGreaterThan(0);
    const expired = await tableStage(vacancy.id, id);
    expect(expired).toMatchObject({ n: 2, overdue: true, deadline_at: later!.deadline_at });
    expect(expired!.status).toMatch(/^expired/);
    resetClock();

    await t.db.transaction((tx) => moveCandidateToStage(deps, tx, id, 3, { actorId: null }));
    expect(await tableStage(vacancy.id, id)).toMatchObject({ n: 3, status: 'awaiting' });

    // The test's deadline is the end of the attempt, written after the status.
    const started = await startTest(deps, participant.id);
    expect(started.status).toBe('testing');
    const testing = await tableStage(vacancy.id, id);
    expect(testing).toMatchObject({ n: 3, status: 'testing' });
    expect(Math.abs(Date.parse(testing!.deadline_at!) - (Date.now() + 20 * 60_000))).toBeLessThan(60_000);

    await closeScreening(deps, participant.id);
    const [record] = await t.db.select().from(candidates).where(eq(candidates.id, id));
    expect(record!.status).toBe('cancel');
    expect(await tableStage(vacancy.id, id)).toEqual(
      (await recruiter.get(`/api/dashboard/candidates/${id}`)).data.data.stage,
    );
  });

  it('the bulk change moves every selected row to its next stage in the table', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 7] });
    const a = await makeCandidate(t.db, (await makeUser(t.db)).id, v, { 1: 'eval' });
    const b = await makeCandidate(t.db, (await makeUser(t.db)).id, v, { 1: 'eval' });
    const res = await recruiter.put('/api/dashboard/candidates/statuses', {
      ids: [a.id, b.id],
      n: 1,
      status: 'success',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [a.id, b.id])
      expect(await tableStage(v.vacancy.id, id)).toMatchObject({ n: 2, status: 'awaiting' });
    const byStage = await recruiter.get(`/api/dashboard/candidates?vacancy_id=${v.vacancy.id}&stage=1`);
    expect(byStage.data.meta).toEqual({ page: 1, per_page: 50, total: 0, total_exact: true });
  });
});

describe('the count past its cap', () => {
  it(`answers at most ${CANDIDATES_TOTAL_CAP} with total_exact false, and exact counts below it; a search past it pages alike by every path`, async () => {
    const v = await makeVacancy(t.db, { pipeline: [1] });
    const tag = `cap${Date.now()}`;
    // Past the bound of a search sorted by name too, so each way a page is found is taken (the
    // service's comments): from the capped matches, by a walk of the sort's index, by the name's.
    const n = SORTED_SEARCH_BOUND + 1;
    await t.db.execute(sql`insert into ${users} (role, email, last_name, first_name)
      select 'participant', ${tag} || '.' || i || '@cap.test', 'Счётов', 'Участник' || i from generate_series(1, ${n}) i`);
    await t.db.execute(sql`insert into ${candidates} (user_id, vacancy_id, status, submitted_at)
      select u.id, ${v.vacancy.id}, 'awaiting', now() from ${users} u where u.email like ${`${tag}.%`}`);
    const all = await recruiter.get(`/api/dashboard/candidates?vacancy_id=${v.vacancy.id}&per_page=1`);
    expect(all.data.meta).toEqual({ page: 1, per_page: 1, total: CANDIDATES_TOTAL_CAP, total_exact: false });
    const some = await recruiter.get(
      `/api/dashboard/candidates?vacancy_id=${v.vacancy.id}&per_page=1&q=${encodeURIComponent(`${tag}.1@`)}`,
    );
    expect(some.data.meta).toMatchObject({ total: 1, total_exact: true });

    // The pages against one plain sort of every match (the same order expressions as the service).
    const sorted = async (order: string) =>
      (
        (await t.db.execute(sql`select c.id from ${candidates} c join ${users} u on u.id = c.user_id
          where c.vacancy_id = ${v.vacancy.id} and u.first_name like ${'Участник%'} order by ${sql.raw(order)}`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows.map((r) => r.id);
    const name = `(u.last_name || ' ' || u.first_name || ' ' || u.middle_name) collate "und-x-icu"`;
    const newest = await sorted('c.submitted_at desc, c.id desc');
    const byName = await sorted(`${name}, c.id`);
    const ids = async (query: string) => {
      const res = await recruiter.get(`/api/dashboard/candidates?q=${encodeURIComponent('счётов')}&${query}`);
      expect(res.data.meta, query).toMatchObject({ total: CANDIDATES_TOTAL_CAP, total_exact: false });
      return res.data.data.map((r: { id: number }) => r.id);
    };
    expect(await ids('per_page=3')).toEqual(newest.slice(0, 3));
    expect(await ids('per_page=50&page=20')).toEqual(newest.slice(950, 1000));
    expect(await ids('per_page=50&page=21')).toEqual(newest.slice(1000, 1050));
    expect(await ids('sort=name&order=asc&per_page=5&page=3')).toEqual(byName.slice(10, 15));
    expect(await ids('sort=name&order=desc&per_page=5')).toEqual(byName.slice(-5).reverse());
    // By name between the cap and the bound (`tag.1`: 1, 10-19, 100-199, 1000-1999), and under the
    // cap (`tag.12`: 12, 120-129, 1200-1299): the page is sorted from the matches the trigram index found.
    const matching = async (prefix: string) =>
      (
        (await t.db.execute(sql`select c.id from ${candidates} c join ${users} u on u.id = c.user_id
          where c.vacancy_id = ${v.vacancy.id} and u.email like ${`${prefix}@%`} or u.email like ${`${prefix}_%`}
          order by ${sql.raw(`${name}, c.id`)}`)) as unknown as { rows: { id: number }[] }
      ).rows.map((r) => r.id);
    const ones = await matching(`${tag}.1`);
    expect(ones).toHaveLength(1111);
    const byOnes = await recruiter.get(
      `/api/dashboard/candidates?q=${encodeURIComponent(`${tag}.1`)}&sort=name&order=asc&per_page=20&page=4`,
    );
    expect(byOnes.data.meta).toEqual({
      page: 4,
      per_page: 20,
      total: CANDIDATES_TOTAL_CAP,
      total_exact: false,
    });
    expect(byOnes.data.data.map((r: { id: number }) => r.id)).toEqual(ones.slice(60, 80));
    const twelve = await matching(`${tag}.12`);
    expect(twelve).toHaveLength(111);
    const few = await recruiter.get(
      `/api/dashboard/candidates?q=${encodeURIComponent(`${tag}.12`)}&sort=name&order=asc&per_page=100`,
    );
    expect(few.data.meta).toEqual({ page: 1, per_page: 100, total: 111, total_exact: true });
    expect(few.data.data.map((r: { id: number }) => r.id)).toEqual(twelve.slice(0, 100));
  });
});
