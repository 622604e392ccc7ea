/**
 * `PUT /api/screening/user/{id}/vacancy` (`{id}` = the application): moving an application to
 * another open position (docs/product.md «Reassignment»). In one transaction and in this order, so the
 * one-active-screening index (`candidates_one_active_uq`) never sees two active records: the old
 * record becomes `reassigned` (ended), then the new record is made on the other position with
 * status `none` and SCREENING `awaiting` (the participant answers the new position's questions),
 * both histories are written and the participant is told.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ReassignInput } from '#shared/contracts/applications.ts';
import {
  ACTIVE_APPLICATION_STATUSES,
  STAGE_TYPES,
  type ApplicationStatus,
  type StageStatus,
} from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { candidateHistory, candidates, candidateStages, vacancies, vacancyStages } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { HttpError, invalid, notFound } from '../../lib/errors.ts';
import { syncMeetingsOf } from '../meeting-invitations/meeting-invitations.service.ts';
import { notifyUser } from '../messages/notify.service.ts';

const t = ru.applications.reassign;

/** Records that may move: still active ones, and ended ones kept for another position (reserve, refused for this one). */
const MOVABLE: readonly ApplicationStatus[] = [
  'none',
  'awaiting',
  'assigned',
  'carried_out',
  'need_reassign',
  'reserved',
  'denied_add',
];

const conflict = (message: string) => new HttpError(409, message);

const isActiveIndexViolation = (err: unknown) => {
  const cause = ((err as { cause?: unknown }).cause ?? err) as { code?: string; constraint?: string };
  return cause.code === '23505' && cause.constraint === 'candidates_one_active_uq';
};

export async function reassignApplication(deps: AppDeps, actorId: number, id: number, input: ReassignInput) {
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${candidates} where ${candidates.id} = ${id} for update`);
      const [old] = await tx
        .select({
          id: candidates.id,
          userId: candidates.userId,
          status: candidates.status,
          vacancyId: candidates.vacancyId,
          title: vacancies.title,
        })
        .from(candidates)
        .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
        .where(eq(candidates.id, id));
      if (!old) throw notFound();

      const [target] = await tx
        .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status })
        .from(vacancies)
        .where(eq(vacancies.id, input.vacancy_id));
      if (!target || target.status === 'draft') throw invalid({ vacancy_id: [t.vacancy] }, t.vacancy);
      if (target.id === old.vacancyId) throw invalid({ vacancy_id: [t.sameVacancy] }, t.sameVacancy);
      if (target.status !== 'open') throw invalid({ vacancy_id: [t.vacancyClosed] }, t.vacancyClosed);
      if (!MOVABLE.includes(old.status))
        throw conflict(t.notMovable(ru.statuses.application.staff[old.status]));

      const [other] = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(
          and(
            eq(candidates.userId, old.userId),
            ne(candidates.id, old.id),
            inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES]),
          ),
        )
        .limit(1);
      if (other) throw conflict(t.otherActive);

      const at = now();
      // The old record ends first: only then may the participant hold a new active one.
      await tx
        .update(candidates)
        .set({ status: 'reassigned', endedAt: at, updatedAt: at })
        .where(eq(candidates.id, old.id));
      // Its meetings end with it, in every calendar (decision 070).
      await syncMeetingsOf(deps, tx, old.id);
      const [created] = await tx
        .insert(candidates)
        .values({
          userId: old.userId,
          vacancyId: target.id,
          status: 'none',
          source: 'reassign',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: candidates.id });
      const newId = created!.id;
      const pipeline = new Set(
        (
          await tx
            .select({ n: vacancyStages.n })
            .from(vacancyStages)
            .where(eq(vacancyStages.vacancyId, target.id))
        ).map((r) => r.n),
      );
      await tx.insert(candidateStages).values(
        STAGE_TYPES.map((_, i) => {
          const n = i + 1;
          const status: StageStatus = n === 1 ? 'awaiting' : pipeline.has(n) ? 'none' : 'skipped';
          return { candidateId: newId, n, status, updatedAt: at };
        }),
      );
      await tx.insert(candidateHistory).values([
        {
          candidateId: old.id,
          actorId,
          action: 'status',
          before: old.status,
          after: 'reassigned',
          note: t.historyNote(target.title),
          createdAt: at,
        },
        {
          candidateId: newId,
          actorId,
          action: 'reassigned',
          n: 1,
          after: 'none',
          note: t.historyNoteNew(old.title),
          createdAt: at,
        },
      ]);
      await notifyUser(deps, tx, old.userId, {
        title: ru.applications.notice.reassignedTitle,
        text: ru.applications.notice.reassignedText(old.title, target.title),
        link: '/progress',
        key: `reassigned:${old.id}:${newId}`,
      });
      return {
        old: { id: old.id, status: 'reassigned' as const },
        new: { id: newId, status: 'none' as const, vacancy_id: target.id },
      };
    });
  } catch (err) {
    if (isActiveIndexViolation(err)) throw conflict(t.otherActive);
    throw err;
  }
}
