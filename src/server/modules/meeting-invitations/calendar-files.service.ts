/**
 * The calendar files served over HTTP (decision 070): the participant's invitation of a meeting of
 * their active record — the very file its latest e-mail carried — and a staff member's private feed
 * of their meetings of the coming 60 days, behind a secret address they may renew.
 */
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { ACTIVE_APPLICATION_STATUSES } from '#shared/domain/stages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { calendarFeeds, candidates, meetingInvitations, meetingInvitees, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { hmac, randomToken, sha256 } from '../../lib/tokens.ts';
import { feedFile, invitationFile } from './invitation-file.ts';
import { meetingOf } from './meeting-view.ts';

const FEED_DAYS = 60;
const DAY_MS = 86_400_000;

/** `GET /api/screening/stage/{n}/meeting.ics`: 404 while stage n has no meeting in the calendars. */
export async function participantMeetingFile(deps: AppDeps, userId: number, n: number) {
  // The live meeting of stage n of the caller's active record (they have at most one).
  const [found] = await deps.db
    .select({ row: meetingInvitations })
    .from(meetingInvitations)
    .innerJoin(candidates, eq(candidates.id, meetingInvitations.candidateId))
    .where(
      and(
        eq(candidates.userId, userId),
        inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES]),
        eq(meetingInvitations.n, n),
        isNull(meetingInvitations.cancelledAt),
      ),
    );
  if (!found) throw notFound();
  const { row } = found;
  return invitationFile(await meetingOf(deps.db, row), 'participant', 'REQUEST', deps.config);
}

/** The feed's secret: an HMAC of the row's nonce, so it can be shown again but not read from the database. */
const feedToken = (secret: string, nonce: string) => hmac(secret, `calendar-feed:${nonce}`);
const feedUrl = (deps: AppDeps, token: string) => `${deps.config.PUBLIC_URL}/api/calendar-feed/${token}`;

/** `GET /api/dashboard/calendar-feed`: the caller's feed address, or null before they make one. */
export async function feedAddress(deps: AppDeps, userId: number): Promise<{ url: string | null }> {
  const [feed] = await deps.db
    .select({ nonce: calendarFeeds.nonce })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { url: feed ? feedUrl(deps, feedToken(deps.secret, feed.nonce)) : null };
}

/** `POST /api/dashboard/calendar-feed`: a new address; the one before answers 404 from now on. */
export async function renewFeed(deps: AppDeps, userId: number): Promise<{ url: string }> {
  const nonce = randomToken();
  const token = feedToken(deps.secret, nonce);
  const row = { nonce, tokenHash: sha256(token), createdAt: now() };
  await deps.db
    .insert(calendarFeeds)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: row });
  return { url: feedUrl(deps, token) };
}

/** `GET /api/calendar-feed/{token}`: the owner's live meetings from now to 60 days on, or 404. */
export async function feedByToken(deps: AppDeps, token: string): Promise<string> {
  const [feed] = await deps.db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    // A deactivated account's feed is closed with it.
    .where(and(eq(calendarFeeds.tokenHash, sha256(token)), isNull(users.deactivatedAt)));
  if (!feed) throw notFound();
  const from = now();
  const rows = await upcoming(deps.db, feed.userId, from, new Date(from.getTime() + FEED_DAYS * DAY_MS));
  const meetings = [];
  for (const row of rows) meetings.push(await meetingOf(deps.db, row));
  return feedFile(meetings, deps.config);
}

/** The meetings the user was invited to, not cancelled, starting in [from, to). */
function upcoming(db: DbOrTx, userId: number, from: Date, to: Date) {
  return db
    .select({
      id: meetingInvitations.id,
      candidateId: meetingInvitations.candidateId,
      n: meetingInvitations.n,
      uid: meetingInvitations.uid,
      sequence: meetingInvitations.sequence,
      startsAt: meetingInvitations.startsAt,
      place: meetingInvitations.place,
      link: meetingInvitations.link,
      cancelledAt: meetingInvitations.cancelledAt,
      createdAt: meetingInvitations.createdAt,
      updatedAt: meetingInvitations.updatedAt,
    })
    .from(meetingInvitees)
    .innerJoin(meetingInvitations, eq(meetingInvitations.id, meetingInvitees.invitationId))
    .where(
      and(
        eq(meetingInvitees.userId, userId),
        isNull(meetingInvitations.cancelledAt),
        gte(meetingInvitations.startsAt, from),
        lt(meetingInvitations.startsAt, to),
      ),
    )
    .orderBy(asc(meetingInvitations.startsAt))
    .limit(500);
}
