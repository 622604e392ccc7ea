/**
 * Erasing a participant's personal data (docs/product.md «Personal data (152-FZ)»): consent withdrawal
 * (`DELETE /api/users/consent`) and an admin deleting a participant (`DELETE /api/dashboard/users/{id}`)
 * both come here. Docs: docs/decisions/011-personal-data-erasure.md.
 *
 * What goes: names, e-mail, phone, birth date, city and citizenship, the education and preference
 * profile, the screening answers, stage data (test answers, video answers and links), staff comments
 * and history values that quote the person, files (CV, videos, attachments), notices, queued and sent
 * mail and SMS, SMS codes, password resets, subscriptions, the staff chat, feed comments and sessions.
 * What stays: every row's id, role, statuses, scores, dates, kinds and sizes of files, so statistics
 * and funnels keep their counts; the candidate history gains one `anonymised` row naming who did it
 * (the actor's id) and why, without the erased data.
 *
 * The caller runs it inside its transaction (one that can end sessions: plugins/session.ts) and,
 * AFTER that commits, deletes the bytes:
 *   const { fileHashes } = await changingSessions(deps, (tx, end) => anonymiseParticipant(deps, tx, end, userId, actor));
 *   await deleteUnusedBlobs(db, deps.files, fileHashes);
 * or simply `await anonymiseParticipantNow(deps, userId, actor)`, which does both.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ACTIVE_APPLICATION_STATUSES } from '#shared/domain/stages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import {
  candidateFiles,
  candidateHistory,
  candidates,
  candidateStages,
  consents,
  feedback,
  liveEvents,
  messages,
  outbox,
  participantProfiles,
  passwordResets,
  postNegativeFeedback,
  rateLimits,
  smsCodes,
  stageComments,
  users,
  vacancySubscriptions,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { deleteUnusedBlobs, markFilesErased } from '../../lib/files/index.ts';
import { changingSessions, type EndSessions } from '../../plugins/session.ts';
import { eraseChatOf } from '../chat/chat.service.ts';
import { withdrawCandidate } from '../stages/stage-transition.service.ts';

export type AnonymiseReason = 'consent_withdrawn' | 'deleted_by_admin';
export type AnonymiseActor = { actorId: number | null; reason: AnonymiseReason };
export type AnonymiseResult = {
  /** False when there was nothing to do: no such participant, or already anonymised. */
  anonymised: boolean;
  /** Content hashes to pass to `deleteUnusedBlobs` once the transaction has committed. */
  fileHashes: string[];
};

/** The history note: why, never who the person was. */
export const ANONYMISE_NOTES: Record<AnonymiseReason, string> = {
  consent_withdrawn: 'Участник отозвал согласие на обработку персональных данных: данные удалены',
  deleted_by_admin: 'Участник удалён администратором: данные удалены',
};

/** History actions whose before/after may quote the person (a renamed field, a CV link). */
const QUOTING_ACTIONS = ['edit', 'cv_replaced'];

/** The e-mail an erased account keeps: unique, and never deliverable (RFC 2606 `.invalid`). */
export function erasedEmail(userId: number): string {
  return `deleted-${userId}@invalid`;
}

/**
 * Anonymises participant `userId` in the caller's transaction. Staff accounts are not participants
 * and are refused (the caller checks the role first; this guards against a slip).
 */
export async function anonymiseParticipant(
  deps: AppDeps,
  tx: Tx,
  end: EndSessions,
  userId: number,
  actor: AnonymiseActor,
): Promise<AnonymiseResult> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return { anonymised: false, fileHashes: [] };
  if (user.role !== 'participant') throw new Error(`user ${userId} is not a participant`);
  if (user.anonymisedAt) return { anonymised: false, fileHashes: [] };
  const at = now();
  const note = ANONYMISE_NOTES[actor.reason];

  // Records: the active one ends (as a withdrawal would), every one loses what the person wrote.
  const records = await tx
    .select({ id: candidates.id, status: candidates.status })
    .from(candidates)
    .where(eq(candidates.userId, userId))
    .for('update');
  const recordIds = records.map((r) => r.id);
  for (const record of records) {
    // Ends the way the participant's own withdrawal does, without a notice: nobody is left to read it.
    if (ACTIVE_APPLICATION_STATUSES.includes(record.status))
      await withdrawCandidate(deps, tx, record.id, {
        actorId: actor.actorId,
        note,
        recordAction: 'status',
        outcomeSeen: false,
      });
    await tx.insert(candidateHistory).values({
      candidateId: record.id,
      actorId: actor.actorId,
      action: 'anonymised',
      note,
      createdAt: at,
    });
  }
  if (recordIds.length) {
    await tx
      .update(candidates)
      .set({ answers: {}, cvLink: '', updatedAt: at })
      .where(inArray(candidates.id, recordIds));
    // Test answers, video answers and their links live in the stage data; statuses and scores stay.
    await tx.update(candidateStages).set({ data: {} }).where(inArray(candidateStages.candidateId, recordIds));
    await tx.update(stageComments).set({ text: '' }).where(inArray(stageComments.candidateId, recordIds));
    await tx
      .update(candidateHistory)
      .set({ before: null, after: null })
      .where(
        and(
          inArray(candidateHistory.candidateId, recordIds),
          inArray(candidateHistory.action, QUOTING_ACTIONS),
        ),
      );
    await tx
      .update(candidateHistory)
      .set({ note: '' })
      .where(and(inArray(candidateHistory.candidateId, recordIds), eq(candidateHistory.action, 'comment')));
  }

  // Their own uploads, and whatever staff attached to their records (the offer document names them).
  const linked = recordIds.length
    ? await tx
        .select({ id: candidateFiles.fileId })
        .from(candidateFiles)
        .where(inArray(candidateFiles.candidateId, recordIds))
    : [];
  const fileHashes = [
    ...new Set([
      ...(await markFilesErased(tx, { ownerUserId: userId })),
      ...(await markFilesErased(tx, { ids: linked.map((f) => f.id) })),
    ]),
  ];

  // Survey scores stay for the statistics; the free text goes (a feed reason is a choice, kept).
  await tx.update(feedback).set({ comment: '' }).where(eq(feedback.userId, userId));
  await tx.update(postNegativeFeedback).set({ comment: '' }).where(eq(postNegativeFeedback.userId, userId));
  // The staff chat is all conversation: the thread, its lines and the staff's notices of it go.
  await eraseChatOf(tx, userId);
  // Notices may quote names, vacancies and links: the rows stay (counts), the text goes.
  await tx
    .update(messages)
    .set({ title: '', text: '', link: null, isRead: true })
    .where(eq(messages.userId, userId));
  // The live stream's copies of them (decision 030) go whole: they only serve a reconnecting tab.
  await tx.delete(liveEvents).where(eq(liveEvents.userId, userId));

  const addresses = [user.email, user.phone].filter((a): a is string => !!a);
  if (addresses.length) {
    // Nothing more is sent to them; what was sent keeps its channel and status, not the text.
    await tx
      .update(outbox)
      .set({
        recipient: '',
        subject: '',
        body: '',
        attachments: [],
        status: sql`case when ${outbox.status} = 'pending' then 'failed' else ${outbox.status} end`,
        lastError: sql`case when ${outbox.status} = 'pending' then 'erased' else ${outbox.lastError} end`,
      })
      .where(inArray(outbox.recipient, addresses));
    await tx
      .delete(rateLimits)
      .where(or(...addresses.map((a) => sql`position(${a} in ${rateLimits.key}) > 0`)));
  }
  if (user.phone) await tx.delete(smsCodes).where(eq(smsCodes.phone, user.phone));
  if (user.email) {
    await tx
      .update(vacancySubscriptions)
      .set({
        email: sql`'deleted-sub-' || ${vacancySubscriptions.id} || '@invalid'`,
        unsubscribedAt: sql`coalesce(${vacancySubscriptions.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(sql`lower(${vacancySubscriptions.email}) = lower(${user.email})`);
  }
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await end.allOf(userId);
  await tx
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));

  await tx
    .update(participantProfiles)
    .set({
      institutionId: null,
      faculty: '',
      specialty: '',
      educationLevel: '',
      course: null,
      graduationYear: null,
      departments: [],
      workFormat: null,
      hours: null,
      englishLevel: null,
      relocate: null,
      updatedAt: at,
    })
    .where(eq(participantProfiles.userId, userId));
  await tx
    .update(users)
    .set({
      lastName: '',
      firstName: '',
      middleName: '',
      birthDate: null,
      email: erasedEmail(userId),
      phone: null,
      passwordHash: null,
      cityId: null,
      citizenship: null,
      phoneVerifiedAt: null,
      needHowKnow: false,
      deactivatedAt: user.deactivatedAt ?? at,
      anonymisedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  return { anonymised: true, fileHashes };
}

/** Anonymises in its own transaction, then deletes the files' bytes no live row shares. */
export async function anonymiseParticipantNow(
  deps: AppDeps,
  userId: number,
  actor: AnonymiseActor,
): Promise<AnonymiseResult> {
  const result = await changingSessions(deps, (tx, end) =>
    anonymiseParticipant(deps, tx, end, userId, actor),
  );
  await deleteUnusedBlobs(deps.db, deps.files, result.fileHashes);
  return result;
}
