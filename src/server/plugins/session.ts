/** Server-side sessions: the cookie carries a random token, the database its SHA-256. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { now } from '../lib/clock.ts';
import { cookieOptions, SESSION_COOKIE } from '../lib/cookies.ts';
import type { Ended, SessionCache } from '../lib/session-cache.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import type { SessionUser } from '../lib/session-user.ts';
import { bindCsrfToSession, startVisitor } from './csrf.ts';
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * The session lookup every signed-in request makes, built once per database and prepared under a
 * name: on PostgreSQL each connection parses and plans it once, and no request rebuilds its SQL.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      userId: users.id,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
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
    .prepare('load_session');
}

/**
 * The signed-in user behind a session token, or null (unknown, expired, or a deactivated account).
 * Answered from this server's cache when it holds the session (decision 036), else from the database.
 * `touch: false` for what the browser does by itself: the session is checked, not extended.
 */
export async function loadSession(
  deps: AppDeps,
  token: string,
  { touch = true }: { touch?: boolean } = {},
): Promise<SessionUser | null> {
  const idHash = sha256(token);
  const at = now();
  let session = deps.sessionCache.get(idHash);
  if (!session) {
    const stamp = deps.sessionCache.stamp;
    let lookup = sessionLookups.get(deps.db);
    if (!lookup) sessionLookups.set(deps.db, (lookup = prepareSessionLookup(deps.db)));
    const [row] = await lookup.execute({ idHash, at });
    if (!row) return null;
    session = { ...row, readAt: at.getTime() };
    deps.sessionCache.put(idHash, session, stamp);
  }
  if (touch && at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // Sliding expiry, written at most every few minutes so reads stay reads; the cached copy moves
    // with it, so the next request does not write again.
    const expiresAt = new Date(at.getTime() + deps.config.SESSION_DAYS * 86_400_000);
    const touched = await deps.db
      .update(sessions)
      .set({ lastSeenAt: at, expiresAt })
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, at)))
      .returning({ userId: sessions.userId });
    if (!touched.length) {
      deps.sessionCache.forget({ idHash });
      return null;
    }
    session.lastSeenAt = at;
    session.expiresAt = expiresAt;
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
 * The one writer of ended sessions (decision 036). `work` runs in a transaction; each `end` deletes
 * the rows and announces them on the session channel, which PostgreSQL delivers to every listening
 * app server when the transaction commits. Once committed, this server forgets the sessions at once,
 * and the call returns when every listening server has acknowledged forgetting them (or after a
 * short timeout), so the change's answer leaves only when no server still holds them.
 */
export async function changingSessions<T>(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  work: (tx: Tx, end: EndSessions) => Promise<T>,
): Promise<T> {
  const cache = deps.sessionCache;
  const ended: Ended[] = [];
  const notices: Awaited<ReturnType<SessionCache['announce']>>[] = [];
  let result: T;
  try {
    result = await deps.db.transaction(async (tx) => {
      const end = async (which: Ended) => {
        await tx
          .delete(sessions)
          .where('idHash' in which ? eq(sessions.idHash, which.idHash) : eq(sessions.userId, which.userId));
        ended.push(which);
        notices.push(await cache.announce(tx, which));
      };
      return work(tx, { allOf: (userId) => end({ userId }), one: (idHash) => end({ idHash }) });
    });
  } catch (err) {
    for (const n of notices) n.cancel();
    throw err;
  }
  for (const which of ended) cache.forget(which);
  await Promise.all(notices.map((n) => n.acknowledged));
  return result;
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

/**
 * Deletes the sessions past their expiry. Nobody is told: a cached session carries its expiry and
 * is refused past it like the database's lookup (lib/session-cache.ts).
 */
export async function sweepSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now()));
}
