/** Sign-in by e-mail and password, and password reset by an e-mailed single-use link. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isContextPassword } from '#shared/domain/password-context.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { addMinutes, now } from '../../lib/clock.ts';
import { HttpError, invalid } from '../../lib/errors.ts';
import { enqueue } from '../../lib/outbox.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { hit } from '../../lib/rate-limit.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { changingSessions } from '../../plugins/session.ts';

export const RESET_TTL_MINUTES = 60;

export type PasswordSignIn = { userId: number } | { activationPhone: string };

/**
 * Checks e-mail and password: 10 tries a minute per address and per account, one answer for a wrong
 * e-mail and a wrong password. A participant whose phone is not confirmed gets the phone back
 * instead of a session, to confirm it at `/activation`.
 */
export async function signInWithPassword(
  deps: AppDeps,
  email: string,
  password: string,
  ip: string,
): Promise<PasswordSignIn> {
  await hit(deps.db, [
    { key: `login:ip:${ip}`, max: 10, windowSeconds: 60 },
    { key: `login:account:${email}`, max: 10, windowSeconds: 60 },
  ]);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) throw invalid({ email: [ru.auth.badCredentials] }, ru.auth.badCredentials);
  if (user.deactivatedAt) throw new HttpError(403, ru.auth.deactivated);
  if (user.role === 'participant' && !user.phoneVerifiedAt && user.phone) {
    return { activationPhone: user.phone };
  }
  return { userId: user.id };
}

/**
 * Answers the same, after the same work, whether or not the e-mail is registered (decision 021): one
 * transaction queues one e-mail to the address, the reset link to an active account's owner and to
 * anyone else a note that no account uses it (whoever forgot which address they signed up with
 * learns it in their own inbox; a prober learns nothing, from the answer or from its time).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  await hit(deps.db, [
    { key: `forgot:ip:${ip}`, max: 10, windowSeconds: 3600 },
    { key: `forgot:account:${email}`, max: 3, windowSeconds: 3600 },
  ]);
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deactivatedAt)))
    .limit(1);
  const token = randomToken(32);
  const at = now();
  const site = deps.config.PUBLIC_URL;
  await deps.db.transaction(async (tx) => {
    if (user) {
      await tx.insert(passwordResets).values({
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: at,
        expiresAt: addMinutes(at, RESET_TTL_MINUTES),
      });
    }
    await enqueue(tx, deps, 'email', {
      recipient: email,
      subject: ru.mail.resetSubject,
      body: user ? ru.mail.resetBody(`${site}/reset/${token}`) : ru.mail.resetNoAccountBody(site),
      idempotencyKey: `reset:${sha256(token)}`,
    });
  });
}

/**
 * Sets a new password with a reset token (single use, 60 minutes) and ends every session. Not a
 * common password, nor the account's own e-mail, phone or name (ASVS 6.2.11).
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  if (isCommonPassword(password)) throw invalid({ password: [ru.validation.passwordCommon] });
  const passwordHash = await hashPassword(password);
  const at = now();
  await changingSessions(deps, async (tx, end) => {
    // Claiming the token and using it is one statement, so it can be used only once.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, at),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw invalid({ token: [ru.auth.resetInvalid] }, ru.auth.resetInvalid);
    const [owner] = await tx
      .select({
        email: users.email,
        phone: users.phone,
        lastName: users.lastName,
        firstName: users.firstName,
        middleName: users.middleName,
      })
      .from(users)
      .where(eq(users.id, claimed.userId));
    // Refused inside the transaction, so the link stays unused for a better password.
    if (owner && isContextPassword(password, owner))
      throw invalid({ password: [ru.validation.passwordContext] });
    await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, claimed.userId));
    await end.allOf(claimed.userId);
  });
}
