/**
 * A participant's files: attaching one to a stage of their active screening, and who may download
 * a file (`GET /api/file/{id}`).
 *
 * Which files belong to a candidate record is kept in `candidate_files` (candidate, file, stage n,
 * role), written whenever a file is attached to a record: the CV at apply and on replacement, stage
 * attachments and video-CV answers here, and the offer document that staff upload (owned by the staff
 * member, not the participant). A file may be downloaded by:
 * - its owner;
 * - a participant, when it is linked to one of their own records (the offer document);
 * - a recruiter or an admin, when it belongs to any candidate: linked to a record, the record's CV,
 *   or owned by the participant of a record;
 * - a manager, the same but only for candidates assigned to them, personally (`candidate_managers`)
 *   or through a position they are attached to (`vacancy_managers`, active), as docs/product.md says.
 * - feed media (`post_media`): a participant, while the post is published and not hidden; an admin,
 *   always (the posts page previews them).
 * Anyone else gets 404, never 403: whether a file exists is not told. Other features whose files are
 * shown to others (vacancy covers) add their rule to `downloadableFile`.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UploadedFile } from '#shared/contracts/apply.ts';
import { ru } from '#shared/i18n/ru.ts';
import { stageType, type StageStatus } from '#shared/domain/stages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { candidateFiles, candidateHistory, candidates, candidateStages, files } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/files/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { managerScope } from '../../policies/candidate-access.ts';
import { findActiveCandidate } from './apply.service.ts';

const t = ru.apply;

/** A stored file as its owner sees it. */
export function fileView(file: StoredFile): UploadedFile {
  return { id: file.id, name: file.originalName, size: file.size, mime: file.mime };
}

/** The caller's own live file, or null (someone else's is as good as missing). */
export async function findOwnFile(db: DbOrTx, userId: number, fileId: number): Promise<StoredFile | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerUserId, userId), isNull(files.erasedAt)));
  return row ?? null;
}

export type StageAttachment = {
  tx: Tx;
  deps: AppDeps;
  candidateId: number;
  userId: number;
  n: number;
  fileId: number;
  /** The video-CV question answered (n = 2), if any. */
  question: number | undefined;
  /** The stage's data after this attachment: `files` (ids) and, for n = 2, `answers` (question → file id). */
  data: Record<string, unknown>;
};

/**
 * What a stage does once a file is attached, by stage number: the video-CV engineer registers the
 * completion rule for n = 2 (all answers in → `eval`) with `onStageAttach(2, ...)`. Runs in the
 * attachment's transaction.
 */
export type StageAttachHook = (attachment: StageAttachment) => Promise<void>;
const stageAttachHooks = new Map<number, StageAttachHook>();
export function onStageAttach(n: number, hook: StageAttachHook): void {
  stageAttachHooks.set(n, hook);
}

/** Statuses in which a stage takes attachments: the participant's turn. */
const ATTACHABLE: readonly StageStatus[] = ['awaiting'];

/** The caller's active record and its stage n, when that stage takes attachments now; refuses otherwise. */
export async function attachableStage(db: DbOrTx, userId: number, n: number, lock = false) {
  const candidate = await findActiveCandidate(db, userId, lock);
  if (!candidate) throw new HttpError(422, t.noActive);
  const q = db
    .select()
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, n)));
  const [stage] = lock ? await q.for('update') : await q;
  if (!stage || stage.status === 'skipped')
    throw new HttpError(422, t.stageNotInPipeline, { errors: { n: [t.stageNotInPipeline] } });
  if (!ATTACHABLE.includes(stage.status))
    throw new HttpError(422, t.stageNotAwaiting, { errors: { n: [t.stageNotAwaiting] } });
  return { candidate, stage };
}

/** `POST /api/screening/stage/{n}/attach`: links the caller's file to stage n of their active record. */
export async function attachFileToStage(
  deps: AppDeps,
  userId: number,
  n: number,
  input: { fileId: number; question?: number | undefined },
): Promise<{ n: number; status: StageStatus }> {
  return deps.db.transaction(async (tx) => {
    const { candidate, stage } = await attachableStage(tx, userId, n, true);
    if (!(await findOwnFile(tx, userId, input.fileId))) throw notFound();
    const at = now();
    const data = { ...stage.data };
    const ids = Array.isArray(data.files)
      ? (data.files as unknown[]).filter((x): x is number => typeof x === 'number')
      : [];
    data.files = ids.includes(input.fileId) ? ids : [...ids, input.fileId];
    const isAnswer = stageType(n) === 'VCV' && input.question !== undefined;
    if (isAnswer)
      data.answers = {
        ...(data.answers as Record<string, number> | undefined),
        [String(input.question)]: input.fileId,
      };
    await tx
      .update(candidateStages)
      .set({ data, updatedAt: at })
      .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, n)));
    await tx
      .insert(candidateFiles)
      .values({
        candidateId: candidate.id,
        fileId: input.fileId,
        n,
        role: isAnswer ? 'vcv_answer' : 'attachment',
        createdAt: at,
      })
      .onConflictDoNothing();
    await tx.insert(candidateHistory).values({
      candidateId: candidate.id,
      actorId: userId,
      action: 'file_attached',
      n,
      after: `file:${input.fileId}`,
      note: isAnswer ? `Ответ на вопрос ${input.question! + 1}` : 'Файл приложен',
      createdAt: at,
    });
    await stageAttachHooks.get(n)?.({
      tx,
      deps,
      candidateId: candidate.id,
      userId,
      n,
      fileId: input.fileId,
      question: input.question,
      data,
    });
    const [after] = await tx
      .select({ status: candidateStages.status })
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, n)));
    return { n, status: after?.status ?? stage.status };
  });
}

/** "This file belongs to candidate record `c`" (raw SQL over the aliases used below). */
const belongsToCandidate = sql`(c.cv_file_id = files.id
  or (files.owner_user_id is not null and c.user_id = files.owner_user_id)
  or exists (select 1 from candidate_files cf where cf.candidate_id = c.id and cf.file_id = files.id))`;

function visibleTo(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>): SQL {
  const own = sql`files.owner_user_id = ${caller.id}`;
  // A published post's media is public to everyone signed in, staff included, as the post is.
  const feedMedia = sql`exists (select 1 from post_media pm join posts p on p.id = pm.post_id
    where pm.file_id = files.id and not p.hidden and p.published_at <= ${now()})`;
  switch (caller.role) {
    case 'participant':
      return sql`(${own} or ${feedMedia} or exists (select 1 from candidates c where c.user_id = ${caller.id}
        and (c.cv_file_id = files.id or exists (select 1 from candidate_files cf where cf.candidate_id = c.id and cf.file_id = files.id))))`;
    case 'admin':
      return sql`(${own} or exists (select 1 from post_media pm where pm.file_id = files.id)
        or exists (select 1 from candidates c where ${belongsToCandidate}))`;
    case 'recruiter':
      return sql`(${own} or ${feedMedia} or exists (select 1 from candidates c where ${belongsToCandidate}))`;
    case 'manager':
      // The manager's candidates are exactly those of `managerScope` (policies/candidate-access.ts).
      return sql`(${own} or ${feedMedia} or exists (select 1 from candidates c where ${belongsToCandidate}
        and c.id in (select ${candidates.id} from ${candidates} where ${managerScope(db, caller.id)})))`;
    default:
      return sql`false`;
  }
}

/** The live file with this id if the caller may download it, else null (answered as 404). */
export async function downloadableFile(
  db: DbOrTx,
  caller: Pick<SessionUser, 'id' | 'role'>,
  id: number,
): Promise<StoredFile | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.erasedAt), or(visibleTo(db, caller), learningMedia(caller))))
    .limit(1);
  return row ?? null;
}

/** A learning material's file: participants watch it, the admin manages it (modules/materials). */
function learningMedia(caller: Pick<SessionUser, 'role'>): SQL {
  if (caller.role !== 'participant' && caller.role !== 'admin') return sql`false`;
  return sql`exists (select 1 from materials m where m.media_file_id = files.id)`;
}
