/** Server-side sessions: the cookie carries a random token, the database its SHA-256. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';
import { now } from '../lib/clock.ts';
import { cookieOptions, SESSION_COOKIE } from '../lib/cookies.ts';
import type { Ended } from '../lib/session-ends.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import type { SessionUser } from '../lib/session-user.ts';
import { bindCsrfToSession, startVisitor } from './csrf.ts';
const TOUCH_EVERY_MS = 5 * 60_000;

/** The session lookup every signed-in request makes: a named statement (db/prepared.ts). */
const sessionLookup = preparedQuery('load_session', (db, name) =>
  db
    .select({ userId: users.id, role: users.role, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('at')),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare(name),
);

/**
 * The signed-in user behind a session token, or null (unknown, expired, or a deactivated account),
 * read from the database on every request: an ended session is refused at once on every server.
 * `touch: false` for what the browser does by itself: the session is checked, not extended.
 */
export async function loadSession(
  deps: AppDeps,
  token: string,
  { touch = true }: { touch?: boolean } = {},
): Promise<SessionUser | null> {
  const idHash = sha256(token);
  const at = now();
  const [session] = await sessionLookup(deps.db).execute({ idHash, at });
  if (!session) return null;
  if (touch && at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // Sliding expiry, written at most every few minutes so reads stay reads.
    const touched = await deps.db
      .update(sessions)
      .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + deps.config.SESSION_DAYS * 86_400_000) })
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, at)))
      .returning({ userId: sessions.userId });
    if (!touched.length) return null; // ended meanwhile
  }
  return { id: session.userId, role: session.role, sessionHash: idHash };
}

/**
 * Ends sessions inside a `changingSessions` transaction: the one way a session ends before its time
 * (sign-out, sign-in replacing the old one, password reset, consent withdrawal and erasure,
 * deactivation, a role change).
 */
export type EndSessions = {
  /** Every session of the user. */
  allOf: (userId: number) => Promise<void>;
  /** The session whose token hashes to `idHash`. */
  one: (idHash: string) => Promise<void>;
};

/**
 * The one writer of ended sessions. `work` runs in a transaction; each `end` deletes the rows and
 * announces them (lib/session-ends.ts), so that when the transaction commits every app server closes
 * the live streams of those sessions. Every request reads its session anew, so nothing else waits.
 */
export async function changingSessions<T>(
  deps: Pick<AppDeps, 'db' | 'sessionEnds'>,
  work: (tx: Tx, end: EndSessions) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const end = async (which: Ended) => {
      await tx
        .delete(sessions)
        .where('idHash' in which ? eq(sessions.idHash, which.idHash) : eq(sessions.userId, which.userId));
      await deps.sessionEnds.announce(tx, which);
    };
    return work(tx, { allOf: (userId) => end({ userId }), one: (idHash) => end({ idHash }) });
  });
}

/**
 * Signs a user in: ends the session the request came with (the id changes at sign-in), opens a new
 * one and sets its cookie and a CSRF token bound to it (the old token stops working).
 */
export async function startSession(
  deps: AppDeps,
  userId: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  const token = randomToken(32);
  const at = now();
  await changingSessions(deps, async (tx, end) => {
    if (previous) await end.one(sha256(previous));
    await tx.insert(sessions).values({
      idHash: sha256(token),
      userId,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + deps.config.SESSION_DAYS * 86_400_000),
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    });
  });
  request.signedInUserId = userId;
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(deps, { httpOnly: true }));
  bindCsrfToSession(reply, deps, token);
}

/**
 * Ends the request's session on the server and clears its cookie; the browser goes on as a new
 * visitor with a new CSRF token.
 */
export async function endSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await changingSessions(deps, (_tx, end) => end.one(sha256(token)));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps, { httpOnly: true }));
  startVisitor(reply, deps);
}

/** Deletes the sessions past their expiry. Nobody is told: the lookup refuses them already. */
export async function sweepSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now()));
}
