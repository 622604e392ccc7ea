/**
 * Who and what the mixed load works on, found by queries in a database `seedAtScale` filled
 * (scale-seed.ts): the same on a fresh database and on a kept one that is reused.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { participantsInScreening, staffAccounts } from './scale-seed.ts';

const ACTIVE = `('awaiting', 'assigned', 'carried_out')`;
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

export type MixedSetup = {
  participants: string[];
  staff: string[];
  /** The first recruiter's id (the table's statements are recorded as them). */
  staffId: number;
  /** Candidates whose card the staff open. */
  cardIds: number[];
  /** Active candidates at the online test: the staff move stage 3 between «awaiting» and «eval». */
  changeIds: number[];
  vacancyId: number;
  cityId: number;
  dbVersion: string;
};

/** True when the bulk seed is already in (a reused database). */
export async function isSeeded(db: Db): Promise<boolean> {
  return rows(
    await db.execute(sql`select exists (select 1 from users where email like '%@bench.test') as s`),
  )[0]!.s as boolean;
}

export async function discover(db: Db, counts: { participants: number; staff: number }): Promise<MixedSetup> {
  const participants = (await participantsInScreening(db, counts.participants)).map((p) => p.email);
  if (participants.length < counts.participants)
    throw new Error(`only ${participants.length} participants with an active screening`);
  const ids = async (query: string) => rows(await db.execute(sql.raw(query))).map((r) => Number(r.id));
  const cardIds = await ids(`select id from candidates where id % 97 = 0 order by id limit 500`);
  const changeIds = await ids(`select c.id from candidates c
      join candidate_stages s on s.candidate_id = c.id and s.n = 3 and s.status in ('awaiting', 'eval')
     where c.status in ${ACTIVE} order by c.id desc limit 2000`);
  const [vacancy] = await ids(
    `select vacancy_id as id from candidates group by vacancy_id order by count(*) desc limit 1`,
  );
  const [city] = await ids(`select city_id as id from users where city_id is not null limit 1`);
  // The recruiters, each signed in as often as needed for `counts.staff` sessions (a small scale has few).
  const recruiters = (await staffAccounts(db)).filter((a) => a.role === 'recruiter');
  if (!recruiters.length) throw new Error('no recruiters in the database: is it seeded by seedAtScale?');
  const [version] = rows(await db.execute(sql`select version() as v`));
  return {
    participants,
    staff: Array.from({ length: counts.staff }, (_, i) => recruiters[i % recruiters.length]!.email),
    staffId: recruiters[0]!.id,
    cardIds,
    changeIds,
    vacancyId: vacancy!,
    cityId: city ?? 1,
    dbVersion: String(version!.v).split(' on ')[0]!.split(',')[0]!,
  };
}
