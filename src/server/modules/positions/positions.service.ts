/**
 * Changing positions: create (always a draft), update with the pipeline, update an open one without
 * it, change the status (opening mails the matching subscribers in the same transaction), delete.
 * Each change is one transaction that first locks the position's row.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  PositionDetail,
  PositionFormInput,
  PositionOpenedFormInput,
} from '#shared/contracts/positions.ts';
import { stageType } from '#shared/domain/stages.ts';
import { canChangeVacancyStatus, type VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, vacancies, vacancyStages } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notifySubscribers } from '../vacancies/subscriptions.service.ts';
import { isActiveRecruiter } from './positions-lists.service.ts';
import { countCandidatesByStage, getPosition, hasCandidates } from './positions-read.service.ts';

const t = ru.positions;
const statusName = (s: VacancyStatus) => ru.statuses.vacancy.staff[s];

/** The position's row, locked for the rest of the transaction; 404 when there is none. */
async function lockPosition(tx: DbOrTx, id: number) {
  await tx.execute(sql`select 1 from ${vacancies} where ${vacancies.id} = ${id} for update`);
  const [row] = await tx.select().from(vacancies).where(eq(vacancies.id, id));
  if (!row) throw notFound(t.notFound);
  return row;
}

/** City and recruiter must exist: a 422 on the field, not a foreign-key 5xx. */
async function checkReferences(tx: DbOrTx, input: PositionOpenedFormInput): Promise<void> {
  if (input.city_id !== null) {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id));
    if (!city) throw invalid({ city_id: [t.unknownCity] });
  }
  if (input.recruiter_id !== null && !(await isActiveRecruiter(tx, input.recruiter_id))) {
    throw invalid({ recruiter_id: [t.unknownRecruiter] });
  }
}

function columnsOf(input: PositionOpenedFormInput, caller: SessionUser) {
  return {
    title: input.title,
    description: input.description,
    department: input.department,
    cityId: input.city_id,
    workFormat: input.work_format,
    hours: input.hours,
    englishLevel: input.english_level,
    tags: [...new Set(input.tags)],
    headcount: input.headcount,
    answerDays: input.answer_days,
    recruiterId: input.recruiter_id ?? caller.id,
    updatedAt: now(),
  };
}

async function replacePipeline(
  tx: DbOrTx,
  vacancyId: number,
  stages: PositionFormInput['stages'],
): Promise<void> {
  await tx.delete(vacancyStages).where(eq(vacancyStages.vacancyId, vacancyId));
  await tx.insert(vacancyStages).values(
    stages.map((s) => ({
      vacancyId,
      n: s.n,
      deadlineDays: s.deadline_days ?? null,
      settings: (s.settings ?? {}) as Record<string, unknown>,
    })),
  );
}

/** `POST create`: a new draft with its pipeline and, optionally, a cover image already stored. */
export async function createPosition(
  deps: AppDeps,
  caller: SessionUser,
  input: PositionFormInput,
  coverFileId: number | null,
): Promise<PositionDetail> {
  return deps.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const at = now();
    const [row] = await tx
      .insert(vacancies)
      .values({ ...columnsOf(input, caller), status: 'draft', coverFileId, createdAt: at, updatedAt: at })
      .returning({ id: vacancies.id });
    await replacePipeline(tx, row!.id, input.stages);
    return getPosition(tx, row!.id);
  });
}

/** `POST update/{id}`: fields and pipeline; a stage candidates are at cannot leave the pipeline. */
export async function updatePosition(
  deps: AppDeps,
  caller: SessionUser,
  id: number,
  input: PositionFormInput,
  coverFileId: number | null,
): Promise<PositionDetail> {
  return deps.db.transaction(async (tx) => {
    await lockPosition(tx, id);
    await checkReferences(tx, input);
    const kept = new Set(input.stages.map((s) => s.n));
    const inUse = (await countCandidatesByStage(tx, [id])).get(id) ?? [];
    const dropped = inUse.filter((s) => !kept.has(s.n));
    if (dropped.length > 0) {
      const names = dropped.map((s) => ru.stageNames[stageType(s.n)!]);
      throw invalid({ stages: names.map((name) => t.stageInUse(name)) }, t.stageInUse(names.join('», «')));
    }
    await tx
      .update(vacancies)
      .set({ ...columnsOf(input, caller), ...(coverFileId !== null ? { coverFileId } : {}) })
      .where(eq(vacancies.id, id));
    await replacePipeline(tx, id, input.stages);
    return getPosition(tx, id);
  });
}

/** `POST update-opened/{id}`: an open position's fields; its pipeline stays as it is. */
export async function updateOpenedPosition(
  deps: AppDeps,
  caller: SessionUser,
  id: number,
  input: PositionOpenedFormInput,
  coverFileId: number | null,
): Promise<PositionDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await lockPosition(tx, id);
    if (row.status !== 'open') throw invalid({ status: [t.notOpen] }, t.notOpen);
    await checkReferences(tx, input);
    await tx
      .update(vacancies)
      .set({ ...columnsOf(input, caller), ...(coverFileId !== null ? { coverFileId } : {}) })
      .where(eq(vacancies.id, id));
    return getPosition(tx, id);
  });
}

/** Refuses a cover or an edit before anything is stored: the position must exist (and be open for update-opened). */
export async function checkPositionEditable(deps: AppDeps, id: number, mustBeOpen: boolean): Promise<void> {
  const [row] = await deps.db
    .select({ status: vacancies.status })
    .from(vacancies)
    .where(eq(vacancies.id, id));
  if (!row) throw notFound(t.notFound);
  if (mustBeOpen && row.status !== 'open') throw invalid({ status: [t.notOpen] }, t.notOpen);
}

/** `PUT {id}/status`: per vacancy-status.ts; becoming open mails the matching subscribers. */
export async function changePositionStatus(
  deps: AppDeps,
  id: number,
  to: VacancyStatus,
): Promise<PositionDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await lockPosition(tx, id);
    if (row.status !== to) {
      const withCandidates = await hasCandidates(tx, id);
      if (to === 'draft' && withCandidates)
        throw invalid({ status: [t.draftWithCandidates] }, t.draftWithCandidates);
      if (!canChangeVacancyStatus(row.status, to, withCandidates)) {
        const message = t.badTransition(statusName(row.status), statusName(to));
        throw invalid({ status: [message] }, message);
      }
      await tx.update(vacancies).set({ status: to, updatedAt: now() }).where(eq(vacancies.id, id));
      if (to === 'open') await notifySubscribers(deps, tx, id);
    }
    return getPosition(tx, id);
  });
}

/** `DELETE {id}`: only a position nobody applied to (its stages and managers go with it). */
export async function deletePosition(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockPosition(tx, id);
    if (await hasCandidates(tx, id)) throw invalid({ id: [t.hasCandidates] }, t.hasCandidates);
    await tx.delete(vacancies).where(eq(vacancies.id, id));
  });
}
