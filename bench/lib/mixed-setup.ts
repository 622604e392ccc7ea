/**
 * Who and what the mixed load works on, found by queries in a database `seedAtScale` filled
 * (scale-seed.ts): the same on a fresh database and on a kept one that is reused.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { participantsInScreening, staffAccounts } from './scale-seed.ts';

const ACTIVE = `('awaiting', 'assigned', 'carried_out')`;
/** Every status of a record still in progress (the web app's «active screening»). */
const ACTIVE_OR_NEW = `('none', 'awaiting', 'assigned', 'carried_out', 'need_reassign', 'success')`;
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

export type MixedSetup = {
  participants: string[];
  /** Participants with no active screening: they browse the vacancies (the others are sent to /progress). */
  browsing: string[];
  staff: string[];
  /** The first recruiter's id (the table's statements are recorded as them). */
  staffId: number;
  /** Candidates whose card the staff open. */
  cardIds: number[];
  /** Active candidates at the online test: the staff move stage 3 between «awaiting» and «eval». */
  changeIds: number[];
  vacancyId: number;
  cityId: number;
  /** What staff type in the table's search box, from the seeded people (russian-people.ts). */
  searches: string[];
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
  const browsing = rows(
    await db.execute(
      sql.raw(`select u.email from users u where u.email like '%@bench.test'
          and not exists (select 1 from candidates c where c.user_id = u.id and c.status in ${ACTIVE_OR_NEW})
        order by u.id limit ${Math.max(1, Math.ceil(counts.participants / 10))}`),
    ),
  ).map((r) => String(r.email));
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
  const searches = await searchesOf(db);
  return {
    participants,
    browsing,
    staff: Array.from({ length: counts.staff }, (_, i) => recruiters[i % recruiters.length]!.email),
    staffId: recruiters[0]!.id,
    cardIds,
    changeIds,
    vacancyId: vacancy!,
    cityId: city ?? 1,
    searches,
    dbVersion: String(version!.v).split(' on ')[0]!.split(',')[0]!,
  };
}

/**
 * The searches staff make, taken from real rows so each finds what it would: a common surname
 * (hundreds of matches), a rare one, a surname with the first name's start, the start of a surname
 * as typed so far, a whole e-mail and its local part's start, the last seven digits of a phone and
 * a whole phone as people write it.
 */
async function searchesOf(db: Db): Promise<string[]> {
  const one = async (query: string) => rows(await db.execute(sql.raw(query)))[0] ?? {};
  const common = await one(
    `select last_name as v from users where role = 'participant' group by last_name order by count(*) desc limit 1`,
  );
  const rare = await one(
    `select last_name as v from users where role = 'participant' group by last_name having count(*) between 2 and 5 order by last_name limit 1`,
  );
  const person = await one(
    `select last_name, first_name, email, phone from users where email like '%@bench.test' and middle_name <> '' order by id limit 1 offset 777`,
  );
  const other = await one(
    `select email, phone from users where email like '%@bench.test' order by id limit 1 offset 4242`,
  );
  const phone = String(person.phone); // +79XXXXXXXXX
  const email = String(other.email);
  return [
    String(common.v),
    String(rare.v),
    `${String(person.last_name)} ${String(person.first_name).slice(0, 3)}`,
    String(person.last_name).slice(0, 5).toLowerCase(),
    email,
    email.split('@')[0]!.slice(0, 7),
    String(other.phone).slice(-7),
    `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
  ];
}
