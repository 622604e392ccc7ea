/**
 * The programme at a small scale, in a fresh test database (PGlite, or PostgreSQL with DATABASE_URL):
 * the invariants the mixed-load benchmark relies on, checked row by row against the domain's rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isStatusAllowed } from '#shared/domain/stage-rules.ts';
import {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_STATUSES,
  STAGE_STATUSES,
  stageType,
  type ApplicationStatus,
  type StageStatus,
} from '#shared/domain/stages.ts';
import { applicationStatusAt } from '#server/demo/demo-seed.ts';
import { client } from '#server/test/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { rowsOf } from './journey-seed.ts';
import {
  BENCH_PASSWORD,
  participantsInScreening,
  seedAtScale,
  staffAccounts,
  type ScaleSeedResult,
} from './scale-seed.ts';

let t: TestApp;
let seed: ScaleSeedResult;
const query = async (text: string) => rowsOf(await t.db.execute(sql.raw(text)));

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedAtScale(t.db, { scale: 0.001 });
});
afterAll(() => t.close());

type StageRow = { candidate_id: number; n: number; status: StageStatus; deadline_at: unknown };
type CandidateRow = {
  id: number;
  status: ApplicationStatus;
  current_stage_n: number | null;
  current_stage_status: StageStatus | null;
  current_stage_deadline_at: unknown;
};

/** The current stage as the card defines it: the first one in progress, else the last passed, else the first. */
function currentStage(stages: StageRow[]): StageRow | undefined {
  const pipeline = stages.filter((s) => s.status !== 'skipped').sort((a, b) => a.n - b.n);
  return (
    pipeline.find((s) => s.status !== 'success' && s.status !== 'none') ??
    pipeline.filter((s) => s.status === 'success').at(-1) ??
    pipeline[0]
  );
}

const time = (v: unknown) => (v == null ? null : new Date(v as string).getTime());

describe('seedAtScale', () => {
  it('writes the figures of its scale', () => {
    const { figures, counts } = seed;
    expect(counts.vacancies).toBe(figures.vacancies);
    expect(counts.candidates).toBe(figures.participants);
    expect(counts.candidate_stages).toBe(8 * figures.participants);
    expect(counts.candidate_history).toBe(figures.historyPerCandidate * counts.candidates);
    expect(counts.messages).toBe(figures.messages);
    expect(counts.posts).toBe(figures.posts);
    expect(counts.users).toBe(figures.participants + figures.admins + figures.recruiters + figures.managers);
    for (const table of [
      'post_reactions',
      'post_views',
      'chat_messages',
      'vacancy_managers',
      'candidate_managers',
    ] as const)
      expect(counts[table], table).toBeGreaterThan(0);
  });

  it('every stage status and every record status of the domain occurs, each only where its stage allows it', async () => {
    const stages = (await query(
      'select candidate_id, n, status, deadline_at from candidate_stages',
    )) as StageRow[];
    expect(new Set(stages.map((s) => s.status))).toEqual(new Set(STAGE_STATUSES));
    for (const s of stages) expect(isStatusAllowed(s.n, s.status), `${s.n} ${s.status}`).toBe(true);
    const records = (await query('select status from candidates')) as { status: string }[];
    expect(new Set(records.map((r) => r.status))).toEqual(new Set(APPLICATION_STATUSES));
  });

  it("each record's current-stage copy, and its status, follow from its stage rows", async () => {
    const stages = (await query(
      'select candidate_id, n, status, deadline_at from candidate_stages',
    )) as StageRow[];
    const byCandidate = Map.groupBy(stages, (s) => Number(s.candidate_id));
    const records = (await query(
      'select id, status, current_stage_n, current_stage_status, current_stage_deadline_at from candidates',
    )) as CandidateRow[];
    for (const c of records) {
      const current = currentStage(byCandidate.get(Number(c.id)) ?? [])!;
      expect(
        [c.current_stage_n, c.current_stage_status, time(c.current_stage_deadline_at)],
        `candidate ${c.id}`,
      ).toEqual([current.n, current.status, time(current.deadline_at)]);
      // The record-only statuses aside, the record shows what its furthest stage says.
      if (!['none', 'need_reassign', 'reassigned'].includes(c.status))
        expect(c.status, `candidate ${c.id}`).toBe(
          applicationStatusAt(stageType(current.n)!, current.status),
        );
    }
  });

  it('messages, chat lines, history and posts belong to existing users; staff are on the positions', async () => {
    const [orphans] = await query(`select
        (select count(*) from messages m left join users u on u.id = m.user_id where u.id is null) as messages,
        (select count(*) from candidate_history h left join users u on u.id = h.actor_id where u.id is null) as history,
        (select count(*) from chat_messages m left join users u on u.id = m.author_id where u.id is null) as chat,
        (select count(*) from posts p left join users u on u.id = p.author_id and u.role = 'admin' where u.id is null) as posts,
        (select count(*) from vacancies v left join users u on u.id = v.recruiter_id and u.role = 'recruiter' where u.id is null) as recruiters,
        (select count(*) from vacancy_managers vm join users u on u.id = vm.user_id where u.role <> 'manager') as managers,
        (select count(*) from vacancies v where v.status <> 'draft' and not exists (select 1 from vacancy_managers vm where vm.vacancy_id = v.id)) as unmanaged`);
    expect(Object.values(orphans!).map(Number)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const [history] = await query(
      `select count(distinct candidate_id) as records, min(n) as per_min, max(n) as per_max
         from (select candidate_id, count(*) as n from candidate_history group by candidate_id) h`,
    );
    expect([Number(history!.records), Number(history!.per_min), Number(history!.per_max)]).toEqual([
      seed.counts.candidates,
      seed.figures.historyPerCandidate,
      seed.figures.historyPerCandidate,
    ]);
  });

  it('the bench accounts sign in: participants in an active screening and each staff role', async () => {
    const participants = await participantsInScreening(t.db, 3);
    expect(participants).toHaveLength(3);
    const [active] = await query(
      `select count(*) as n from candidates where user_id in (${participants.map((p) => p.id).join(',')})
          and status in (${ACTIVE_APPLICATION_STATUSES.map((s) => `'${s}'`).join(',')})`,
    );
    expect(Number(active!.n)).toBe(3);
    const staff = await staffAccounts(t.db);
    expect(staff.filter((s) => s.role === 'manager')).toHaveLength(seed.figures.managers);
    const accounts = [
      participants[0]!,
      ...['admin', 'recruiter', 'manager'].map((r) => staff.find((s) => s.role === r)!),
    ];
    for (const [i, account] of accounts.entries()) {
      const res = await client(t.app, { ip: `10.60.0.${i + 1}` }).post('/login', {
        email: account.email,
        password: BENCH_PASSWORD,
      });
      expect(res.statusCode, account.email).toBe(200);
    }
  });
});
