/**
 * Stage comments on a candidate (`POST /api/dashboard/candidate/{id}/stage-comment/{n}`): any staff
 * member who may see the record may comment on any of its stages (a manager too, not only stage 6).
 * Each comment also goes to the candidate's history.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '#shared/domain/roles.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidateHistory, stageComments, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { visibleCandidate } from '../../policies/candidate-access.ts';

const nameOf = (u: { lastName: string; firstName: string }) =>
  [u.lastName, u.firstName].filter(Boolean).join(' ');

/** The comments of a candidate (of stage n when given), oldest first. */
export async function listStageComments(db: DbOrTx, candidateId: number, n?: number) {
  const rows = await db
    .select({
      c: stageComments,
      author: { id: users.id, lastName: users.lastName, firstName: users.firstName, role: users.role },
    })
    .from(stageComments)
    .leftJoin(users, eq(users.id, stageComments.authorId))
    .where(
      and(eq(stageComments.candidateId, candidateId), n === undefined ? undefined : eq(stageComments.n, n)),
    )
    .orderBy(asc(stageComments.createdAt), asc(stageComments.id));
  return rows.map(({ c, author }) => commentView({ ...c, createdAt: c.createdAt.toISOString() }, author));
}

/** A comment as the contract shows it. */
const commentView = (
  c: { id: number; n: number; text: string; createdAt: string },
  author: { id: number; lastName: string; firstName: string; role: Role } | null,
) => ({
  id: c.id,
  n: c.n,
  text: c.text,
  author: author ? { id: author.id, name: nameOf(author), role: author.role } : null,
  created_at: c.createdAt,
});

export async function addStageComment(
  deps: AppDeps,
  caller: SessionUser,
  candidateId: number,
  n: number,
  text: string,
) {
  return deps.db.transaction(async (tx) => {
    await visibleCandidate(tx, caller, candidateId);
    const at = now();
    await tx.insert(stageComments).values({ candidateId, n, authorId: caller.id, text, createdAt: at });
    await tx
      .insert(candidateHistory)
      .values({ candidateId, actorId: caller.id, action: 'comment', n, note: text, createdAt: at });
    return { data: await listStageComments(tx, candidateId, n) };
  });
}
