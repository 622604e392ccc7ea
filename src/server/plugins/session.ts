/** Server-side sessions: the cookie carries a random token, the database its SHA-256. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { now } from '../lib/clock.ts';
import { cookieOptions, SESSION_COOKIE } from '../lib/cookies.ts';
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
    .select({ id: users.id, role: users.role, lastSeenAt: sessions.lastSeenAt })
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

/** The signed-in user behind a session token, or null (unknown, expired, or a deactivated account). */
export async function loadSession(deps: AppDeps, token: string): Promise<SessionUser | null> {
  const idHash = sha256(token);
  const at = now();
  let lookup = sessionLookups.get(deps.db);
  if (!lookup) sessionLookups.set(deps.db, (lookup = prepareSessionLookup(deps.db)));
  const [row] = await lookup.execute({ idHash, at });
  if (!row) return null;
  if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // Sliding expiry, written at most every few minutes so reads stay reads.
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + deps.config.SESSION_DAYS * 86_400_000) })
      .where(eq(sessions.idHash, idHash));
  }
  return { id: row.id, role: row.role, sessionHash: idHash };
}

/**
 * Signs a user in: ends the session the request came with (the id changes at sign-in), opens a new
 * one and sets its cookie and a CSRF token bound to it (the old token stops working).
 */
export async function startSession(
  deps: AppDeps,
  db: DbOrTx,
  userId: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, sha256(previous)));
  const token = randomToken(32);
  const at = now();
  await db.insert(sessions).values({
    idHash: sha256(token),
    userId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + deps.config.SESSION_DAYS * 86_400_000),
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
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
  if (token) await deps.db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps, { httpOnly: true }));
  startVisitor(reply, deps);
}

/** Ends every session of a user (password reset, consent withdrawal, deactivation). */
export async function endAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function sweepSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now()));
}
