/**
 * Deadline reminders (decision 030): a participant whose stage awaits them with a deadline hears of it
 * 48 hours and 3 hours before it expires: a notice always, an e-mail unless they turned reminders off
 * in the profile, and for the last one an SMS when a gateway is configured. Every server sweeps (as
 * the deadline sweep does, decision 016); a reminder is claimed by inserting its row of
 * `stage_reminders` (candidate, stage, kind, deadline) with ON CONFLICT DO NOTHING, under the
 * candidate's row lock and after checking the stage still awaits with that deadline, so it is sent
 * once, and never after the stage moved on.
 */
import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { STAGE_TYPES, stageType } from '#shared/domain/stages.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { candidates, candidateStages, stageReminders, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { enqueue } from '../../lib/outbox.ts';
import { notifyInApp } from '../messages/notify.service.ts';
import { lockCandidate } from '../stages/stage-transition.service.ts';

const HOUR_MS = 3_600_000;

/**
 * The two reminders, latest first. Each is due only until the next one is: `untilMs` before the
 * deadline the 48-hour reminder gives way to the 3-hour one, so a stage whose deadline is 2 hours
 * away (set that close, or nobody swept for a while) gets only the nearest one (issue 30: with more
 * due than one pass takes, or two servers sweeping, the 48-hour pass sent the rest both). A stage
 * that began awaiting inside a reminder's window is not reminded by it: the notice that opened it
 * named the deadline a moment ago.
 */
export const REMINDERS = [
  { kind: '3h', beforeMs: 3 * HOUR_MS, untilMs: 0 },
  { kind: '48h', beforeMs: 48 * HOUR_MS, untilMs: 3 * HOUR_MS },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['kind'];

const BATCH = 500;

/** Sends the reminders now due; returns how many this server sent. */
export async function sendStageReminders(deps: AppDeps): Promise<number> {
  let sent = 0;
  const at = now();
  for (const { kind, beforeMs, untilMs } of REMINDERS) {
    const due = await deps.db
      .select({
        candidateId: candidateStages.candidateId,
        n: candidateStages.n,
        deadlineAt: candidateStages.deadlineAt,
      })
      .from(candidateStages)
      .where(
        and(
          eq(candidateStages.status, 'awaiting'),
          gt(candidateStages.deadlineAt, new Date(at.getTime() + untilMs)),
          lte(candidateStages.deadlineAt, new Date(at.getTime() + beforeMs)),
          // Opened before this reminder's window began.
          sql`${candidateStages.updatedAt} <= ${candidateStages.deadlineAt} - make_interval(secs => ${beforeMs / 1000})`,
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(stageReminders)
              .where(
                and(
                  eq(stageReminders.candidateId, candidateStages.candidateId),
                  eq(stageReminders.n, candidateStages.n),
                  eq(stageReminders.kind, kind),
                  eq(stageReminders.deadlineAt, candidateStages.deadlineAt),
                ),
              ),
          ),
        ),
      )
      .limit(BATCH);
    for (const stage of due) {
      if (await remindOnce(deps, stage.candidateId, stage.n, stage.deadlineAt!, kind, untilMs)) {
        sent += 1;
        deps.metrics.remindersSent.inc({ kind: 'deadline' });
      }
    }
  }
  return sent;
}

/** Claims and sends one reminder; false when another server had it or the stage moved on. */
async function remindOnce(
  deps: AppDeps,
  candidateId: number,
  n: number,
  deadlineAt: Date,
  kind: ReminderKind,
  untilMs: number,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockCandidate(tx, candidateId); // the order staff actions take: never a deadlock with them
    const [stage] = await tx
      .select({
        userId: candidates.userId,
        email: users.email,
        phone: users.phone,
        emailReminders: users.emailReminders,
      })
      .from(candidateStages)
      .innerJoin(candidates, eq(candidates.id, candidateStages.candidateId))
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(
        and(
          eq(candidateStages.candidateId, candidateId),
          eq(candidateStages.n, n),
          eq(candidateStages.status, 'awaiting'),
          eq(candidateStages.deadlineAt, deadlineAt),
          // Still this reminder's turn: the scan was a moment ago, and the next one may be due by now.
          gt(candidateStages.deadlineAt, new Date(now().getTime() + untilMs)),
        ),
      );
    if (!stage) return false; // moved on (or its deadline changed, or the next reminder is due) since the scan
    const [claim] = await tx
      .insert(stageReminders)
      .values({ candidateId, n, kind, deadlineAt, sentAt: now() })
      .onConflictDoNothing()
      .returning({ n: stageReminders.n });
    if (!claim) return false; // another server sent it

    const stageName = ru.stageNames[stageType(n) ?? STAGE_TYPES[0]];
    const until = formatDateTimeMsk(deadlineAt);
    const t = ru.reminders;
    const text = kind === '3h' ? t.text3h(stageName, until) : t.text48h(stageName, until);
    await notifyInApp(tx, stage.userId, { title: t.title(stageName), text, link: '/progress' });
    const key = `reminder:${candidateId}:${n}:${kind}:${deadlineAt.getTime()}`;
    if (stage.email && stage.emailReminders) {
      await enqueue(tx, deps, 'email', {
        recipient: stage.email,
        subject: `${t.title(stageName)} — Стажировка в JTI`,
        body: `${ru.mail.greeting}\n\n${text}\n\n${deps.config.PUBLIC_URL}/progress\n\n${ru.mail.signature}`,
        idempotencyKey: key,
      });
    }
    if (kind === '3h' && stage.phone && deps.transports.sms) {
      await enqueue(tx, deps, 'sms', {
        recipient: stage.phone,
        subject: '',
        body: t.sms3h(stageName, until),
        idempotencyKey: `${key}:sms`,
      });
    }
    return true;
  });
}
