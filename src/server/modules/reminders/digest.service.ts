/**
 * The staff's morning digest (decision 030): from 08:00 Moscow time, each active recruiter, manager
 * and admin with positions gets one e-mail a day listing their positions' candidates whose stage
 * deadline passed (the current stage expired, the application still active) and the meetings of the
 * day. «Their positions»: a recruiter's or admin's are the vacancies they are responsible for, a
 * manager's the candidates they may see (candidate-access.ts). Claimed per (staff member, day) in
 * `staff_digests` with ON CONFLICT DO NOTHING, so several servers send it once; a day with nothing
 * to report is claimed and sends nothing.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_APPLICATION_STATUSES, STAGE_TYPES, stageType } from '#shared/domain/stages.ts';
import { formatDateTimeMsk, formatMoscow } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { candidates, candidateStages, staffDigests, users, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { enqueue } from '../../lib/outbox.ts';
import { managerScope } from '../../policies/candidate-access.ts';

/** Moscow has kept UTC+3 all year since 2014. */
const MSK_OFFSET_MS = 3 * 3_600_000;
/** The digest goes out from this Moscow hour on. */
export const DIGEST_HOUR = 8;
/** Lines per section in one letter; the rest are counted. */
const LINES = 50;

/** The Moscow day of an instant, `YYYY-MM-DD`, and its start and end as instants. */
export function moscowDay(at: Date): { day: string; start: Date; end: Date; hour: number } {
  const local = new Date(at.getTime() + MSK_OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - MSK_OFFSET_MS);
  return { day, start, end: new Date(start.getTime() + 86_400_000), hour: local.getUTCHours() };
}

type Digest = { overdue: string[]; overdueCount: number; meetings: string[]; meetingCount: number };

/** Sends the digests due now; returns how many this server sent. */
export async function sendStaffDigests(deps: AppDeps): Promise<number> {
  const { day, start, end, hour } = moscowDay(now());
  if (hour < DIGEST_HOUR) return 0;
  const staff = await deps.db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.role, ['recruiter', 'manager', 'admin']),
        isNull(users.deactivatedAt),
        isNotNull(users.email),
        sql`not exists (select 1 from ${staffDigests} d where d.user_id = ${users.id} and d.day = ${day})`,
      ),
    );
  let sent = 0;
  for (const member of staff) {
    const [claim] = await deps.db
      .insert(staffDigests)
      .values({ userId: member.id, day, sentAt: now() })
      .onConflictDoNothing()
      .returning({ userId: staffDigests.userId });
    if (!claim) continue; // another server has it
    const digest = await digestOf(deps, member, start, end);
    if (digest.overdueCount + digest.meetingCount === 0) continue;
    await enqueue(deps.db, deps, 'email', {
      recipient: member.email!,
      subject: ru.reminders.digestSubject(formatMoscow(start, 'DD.MM.YYYY')),
      body: letter(deps, member.role, digest),
      idempotencyKey: `digest:${member.id}:${day}`,
    });
    sent += 1;
    deps.metrics.remindersSent.inc({ kind: 'digest' });
  }
  return sent;
}

/** What one staff member's digest lists. */
export async function digestOf(
  deps: AppDeps,
  member: { id: number; role: string },
  start: Date,
  end: Date,
): Promise<Digest> {
  const scope: SQL =
    member.role === 'manager' ? managerScope(deps.db, member.id) : eq(vacancies.recruiterId, member.id);
  const name = sql<string>`trim(${users.lastName} || ' ' || ${users.firstName})`;
  const overdueWhere = and(
    scope,
    inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES]),
    inArray(candidates.currentStageStatus, ['expired_awaiting', 'expired_testing']),
  );
  const overdue = await deps.db
    .select({
      name,
      position: vacancies.title,
      n: candidates.currentStageN,
      since: candidates.currentStageDeadlineAt,
      total: sql<number>`count(*) over ()`,
    })
    .from(candidates)
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(overdueWhere)
    .orderBy(asc(candidates.currentStageDeadlineAt))
    .limit(LINES);
  const at = sql`(${candidateStages.slot}->>'at')::timestamptz`;
  const meetings = await deps.db
    .select({
      name,
      position: vacancies.title,
      n: candidateStages.n,
      at: sql<string>`${candidateStages.slot}->>'at'`,
      place: sql<
        string | null
      >`coalesce(${candidateStages.slot}->>'place', ${candidateStages.slot}->>'link')`,
      total: sql<number>`count(*) over ()`,
    })
    .from(candidateStages)
    .innerJoin(candidates, eq(candidates.id, candidateStages.candidateId))
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        scope,
        inArray(candidateStages.status, ['assigned', 'reassigned']),
        isNotNull(sql`${candidateStages.slot}->>'at'`),
        sql`${at} >= ${start.toISOString()}::timestamptz and ${at} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(at)
    .limit(LINES);
  const stageName = (n: number | null) => ru.stageNames[stageType(n ?? 1) ?? STAGE_TYPES[0]];
  const t = ru.reminders;
  return {
    overdue: overdue.map((r) =>
      t.digestOverdueLine(r.name, r.position, stageName(r.n), r.since ? formatDateTimeMsk(r.since) : '—'),
    ),
    overdueCount: Number(overdue[0]?.total ?? 0),
    meetings: meetings.map((r) =>
      t.digestMeetingLine(formatMoscow(r.at).slice(11), r.name, r.position, stageName(r.n), r.place ?? ''),
    ),
    meetingCount: Number(meetings[0]?.total ?? 0),
  };
}

function letter(deps: AppDeps, role: string, d: Digest): string {
  const t = ru.reminders;
  const section = (title: string, lines: string[], count: number) =>
    count === 0
      ? []
      : [title, ...lines, ...(count > lines.length ? [t.digestMore(count - lines.length)] : []), ''];
  const home =
    role === 'manager' ? '/manager/candidates' : role === 'admin' ? '/admin/positions' : '/recruiter';
  return [
    ru.mail.greeting,
    '',
    ...section(t.digestMeetings(d.meetingCount), d.meetings, d.meetingCount),
    ...section(t.digestOverdue(d.overdueCount), d.overdue, d.overdueCount),
    `${t.digestLink} ${deps.config.PUBLIC_URL}${home}`,
    '',
    ru.mail.signature,
  ].join('\n');
}
