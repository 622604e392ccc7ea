/**
 * A candidate's history (`GET /api/dashboard/candidate/{id}/history`), newest first, page by page.
 * Rows are written by stage-transition.service.ts (`stage_status`), the deadline extension
 * (`deadline`), comments (`comment`) and the recruiter's edit (`edit`, one row per changed field).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateHistory, users } from '../../db/schema.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { visibleCandidate } from '../../policies/candidate-access.ts';
import { labelHistory } from './history-labels.ts';

export type HistoryEntry = {
  id: number;
  at: string;
  who: { id: number; name: string; role: string } | null;
  action: string;
  n: number | null;
  before: string | null;
  after: string | null;
  note: string;
};

/** Every history row of a candidate, newest first; `limit`/`offset` for a page. */
export async function readHistory(
  db: DbOrTx,
  candidateId: number,
  page?: { limit: number; offset: number },
): Promise<HistoryEntry[]> {
  const q = db
    .select({
      h: candidateHistory,
      who: { id: users.id, lastName: users.lastName, firstName: users.firstName, role: users.role },
    })
    .from(candidateHistory)
    .leftJoin(users, eq(users.id, candidateHistory.actorId))
    .where(eq(candidateHistory.candidateId, candidateId))
    .orderBy(desc(candidateHistory.createdAt), desc(candidateHistory.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(({ h, who }) => ({
    id: h.id,
    at: h.createdAt.toISOString(),
    who: who
      ? { id: who.id, name: [who.lastName, who.firstName].filter(Boolean).join(' '), role: who.role }
      : null,
    action: h.action,
    n: h.n,
    before: h.before,
    after: h.after,
    note: h.note,
  }));
}

export async function getCandidateHistory(
  db: DbOrTx,
  caller: Pick<SessionUser, 'id' | 'role'>,
  candidateId: number,
  page: number,
  perPage: number,
) {
  await visibleCandidate(db, caller, candidateId);
  const [total] = await db
    .select({ n: count() })
    .from(candidateHistory)
    .where(eq(candidateHistory.candidateId, candidateId));
  const data = await labelHistory(
    db,
    await readHistory(db, candidateId, { limit: perPage, offset: (page - 1) * perPage }),
  );
  return { data, meta: { page, per_page: perPage, total: Number(total?.n ?? 0) } };
}
