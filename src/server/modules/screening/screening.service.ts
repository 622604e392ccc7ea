/** The participant's screening area (reads): the active screening's vacancy and stages, the last outcome. */
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { ENDED_APPLICATION_STATUSES, type LastOutcome } from '#shared/contracts/apply.ts';
import type { ParticipantStage, ScreeningVacancyResponse } from '#shared/contracts/screening.ts';
import type { PublicVacancy } from '#shared/contracts/vacancies.ts';
import {
  ACTIVE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type StageStatus,
} from '#shared/domain/stages.ts';
import { dueSurvey } from '#shared/domain/surveys.ts';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { publicVacancyStatus } from '#shared/domain/vacancy-status.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { jsonIdSql, prepared } from '../../db/prepared.ts';
import { candidates, cities, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { dueSurveyFor } from '../users/feedback.service.ts';
import { toParticipantStage } from './participant-stage.ts';

type VacancyRow = typeof vacancies.$inferSelect & { cityName: string | null };

/** A vacancy row in its public shape (status set A). */
export function toPublicVacancy(v: VacancyRow): PublicVacancy {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    department: v.department,
    city: v.cityId && v.cityName ? { id: v.cityId, name: v.cityName } : null,
    work_format: v.workFormat,
    hours: v.hours,
    english_level: v.englishLevel,
    tags: v.tags,
    status: publicVacancyStatus(v.status) ?? 'closed',
  };
}

/** The participant's active screening (at most one, kept by the database), or null. */
export async function activeCandidate(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: candidates.id, status: candidates.status, vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** The record statuses of an active screening, as SQL (a constant: part of the prepared texts). */
export const ACTIVE_SQL = `(${ACTIVE_APPLICATION_STATUSES.map((st) => `'${st}'`).join(', ')})`;

type ProgressRow = {
  /** The latest record (active or ended): its stages and the surveys answered for it decide the survey due. */
  latest_stages: { n: number; status: StageStatus }[] | null;
  answered: string[];
  active: { id: number; status: ApplicationStatus } | null;
  vacancy: PublicVacancyRow | null;
};
type PublicVacancyRow = {
  id: number;
  title: string;
  description: string;
  department: number;
  city_id: number | null;
  city_name: string | null;
  work_format: number;
  hours: number;
  english_level: number;
  tags: string[];
  status: VacancyStatus;
};

/** Everything `GET /api/screening/vacancy` reads for a participant in a screening, in one statement. */
const progressStatement = prepared<ProgressRow>(
  'screening_vacancy',
  `with latest as (select id from candidates where user_id = $1 order by created_at desc, id desc limit 1),
        active as (select id, status, vacancy_id from candidates where user_id = $1 and status in ${ACTIVE_SQL} limit 1)
   select (select json_agg(json_build_object('n', s.n, 'status', s.status)) from candidate_stages s
            where s.candidate_id = (select id from latest)) as latest_stages,
          (select coalesce(json_agg(f.kind), '[]'::json) from feedback f where f.candidate_id = (select id from latest)) as answered,
          (select json_build_object('id', a.id, 'status', a.status) from active a) as active,
          (select json_build_object('id', v.id, 'title', v.title, 'description', v.description, 'department', v.department,
                    'city_id', v.city_id, 'city_name', c.name, 'work_format', v.work_format, 'hours', v.hours,
                    'english_level', v.english_level, 'tags', v.tags, 'status', v.status)
             from active a join vacancies v on v.id = a.vacancy_id left join cities c on c.id = v.city_id) as vacancy`,
);

/**
 * `GET /api/screening/vacancy`: the vacancy of the participant's active screening, or null, and the
 * survey due. Without an active screening it also answers the last ended record's outcome, once:
 * answering marks it seen (`candidates.outcome_seen_at`) in the same transaction. The access table
 * has no separate "seen" call, and the web app keeps the answer in its cache for the session, so a
 * banner shown once is what the participant reads.
 *
 * In a screening (the common case, every visit to the progress page) it is one prepared statement
 * (one snapshot, as the transaction was); the rest takes the transaction.
 */
export async function getScreeningVacancy(db: Db, userId: number): Promise<ScreeningVacancyResponse> {
  const [row] = await progressStatement(db, [userId]);
  if (row?.active && row.vacancy) {
    const v = row.vacancy;
    return {
      data: {
        id: v.id,
        title: v.title,
        description: v.description,
        department: v.department,
        city: v.city_id && v.city_name ? { id: v.city_id, name: v.city_name } : null,
        work_format: v.work_format,
        hours: v.hours,
        english_level: v.english_level,
        tags: v.tags,
        status: publicVacancyStatus(v.status) ?? 'closed',
      },
      application: { id: row.active.id, status: row.active.status },
      last_outcome: null,
      survey: row.latest_stages ? dueSurvey(row.latest_stages, row.answered) : null,
    };
  }
  return db.transaction(async (tx) => {
    const survey = await dueSurveyFor(tx, userId);
    const candidate = await activeCandidate(tx, userId);
    if (!candidate)
      return { data: null, application: null, last_outcome: await takeLastOutcome(tx, userId), survey };
    const [vacancy] = await tx
      .select({ ...getTableColumns(vacancies), cityName: cities.name })
      .from(vacancies)
      .leftJoin(cities, eq(cities.id, vacancies.cityId))
      .where(eq(vacancies.id, candidate.vacancyId));
    if (!vacancy) return { data: null, application: null, last_outcome: null, survey };
    return {
      data: toPublicVacancy(vacancy),
      application: { id: candidate.id, status: candidate.status },
      last_outcome: null,
      survey,
    };
  });
}

/** The latest ended record whose outcome was not shown yet, marked seen now. */
async function takeLastOutcome(tx: Tx, userId: number): Promise<LastOutcome | null> {
  const [last] = await tx
    .select({
      id: candidates.id,
      status: candidates.status,
      seen: candidates.outcomeSeenAt,
      title: vacancies.title,
    })
    .from(candidates)
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ENDED_APPLICATION_STATUSES])))
    .orderBy(desc(sql`coalesce(${candidates.endedAt}, ${candidates.updatedAt})`), desc(candidates.id))
    .limit(1);
  if (!last || last.seen) return null;
  // A conditional update: two tabs asking at once show the banner once between them.
  const [marked] = await tx
    .update(candidates)
    .set({ outcomeSeenAt: now() })
    .where(and(eq(candidates.id, last.id), isNull(candidates.outcomeSeenAt)))
    .returning({ id: candidates.id });
  if (!marked) return null;
  return { vacancy_title: last.title, status: last.status as LastOutcome['status'] };
}

type StageJson = {
  n: number;
  status: StageStatus;
  deadline_at: string | null;
  slot: unknown;
  score: number | null;
  data: Record<string, unknown>;
  updated_at: string;
  answer_days: number;
  settings: Record<string, unknown> | null;
  /** The offer document the stage points to, when it exists and is not erased. */
  offer_file: { id: number; name: string } | null;
};

/** The active screening's stages with their vacancy stage's settings and offer document: one statement. */
const stagesStatement = prepared<{ stages: StageJson[] }>(
  'screening_stages',
  `with active as (select c.id, c.vacancy_id, v.answer_days from candidates c join vacancies v on v.id = c.vacancy_id
                   where c.user_id = $1 and c.status in ${ACTIVE_SQL} limit 1)
   select coalesce(json_agg(json_build_object('n', s.n, 'status', s.status, 'deadline_at', s.deadline_at, 'slot', s.slot,
            'score', s.score, 'data', s.data, 'settings', vs.settings, 'updated_at', s.updated_at, 'answer_days', a.answer_days,
            'offer_file', case when f.id is not null then json_build_object('id', f.id, 'name', f.original_name) end)
            order by s.n), '[]'::json) as stages
     from active a
     join candidate_stages s on s.candidate_id = a.id and s.status <> 'skipped'
     left join vacancy_stages vs on vs.vacancy_id = a.vacancy_id and vs.n = s.n
     left join files f on f.erased_at is null and f.id = ${jsonIdSql("s.data -> 'offer_file_id'")}`,
);

/** `GET /api/screening/vacancy/stages`: the active screening's stages, without `skipped` ones. */
export async function getScreeningStages(db: Db, userId: number): Promise<ParticipantStage[]> {
  const [row] = await stagesStatement(db, [userId]);
  const stages = row?.stages ?? [];
  const ctx = {
    settings: new Map(stages.map((s) => [s.n, s.settings ?? {}])),
    offerFiles: new Map(
      stages.flatMap((s) => (s.offer_file ? [[s.offer_file.id, s.offer_file.name] as const] : [])),
    ),
  };
  return stages.map((s) =>
    toParticipantStage(
      {
        n: s.n,
        status: s.status,
        deadlineAt: s.deadline_at === null ? null : new Date(s.deadline_at),
        slot: s.slot,
        score: s.score,
        data: s.data,
        updatedAt: new Date(s.updated_at),
        answerDays: s.answer_days,
      },
      ctx,
    ),
  );
}

/** `GET /api/screening/applications/amount`: applications waiting for triage. */
export async function countAwaitingApplications(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidates)
    .where(eq(candidates.status, 'awaiting'));
  return Number(row?.n ?? 0);
}
