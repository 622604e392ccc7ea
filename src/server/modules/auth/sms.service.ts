/**
 * SMS codes (docs/product.md): 6 digits, valid 5 minutes, stored hashed, at most 5 tries. When a new code
 * may go out: sms-limits.ts. Signing in with a code answers the same for a registered phone and an
 * unknown one (decision 021).
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CodeDeliveryAnswer } from '#shared/contracts/auth.ts';
import type { CodeRefusal } from '#shared/i18n/ru/auth.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { insertIf } from '../../db/insert-if.ts';
import { smsCodes, users } from '../../db/schema.ts';
import { addMinutes, now } from '../../lib/clock.ts';
import { invalid } from '../../lib/errors.ts';
import { enqueue } from '../../lib/outbox.ts';
import { check, hit, release, type Limit } from '../../lib/rate-limit.ts';
import { hmac, randomToken, safeEqual, smsCode } from '../../lib/tokens.ts';
import { unconfirmedFrom } from './registration-limits.ts';
import { countCode, countSent, refusal, type CodeKind } from './sms-limits.ts';

export const CODE_TTL_MINUTES = 5;
export const CODE_MAX_TRIES = 5;
/** The wait before the next code after one went out: the per-phone minute. */
export const RESEND_SECONDS = 60;

const hashCode = (deps: AppDeps, phone: string, code: string) => hmac(deps.secret, `sms:${phone}:${code}`);

/** What became of a code: refused (nothing sent, `retryAfter` until it may be asked again) or not. */
export type CodeDelivery = { refused: CodeRefusal | null; retryAfter: number };

/** A delivery as the API answers it: `sentText` when the code went out, otherwise why not. */
export function codeAnswer(d: CodeDelivery, sentText: string): CodeDeliveryAnswer {
  const message = d.refused ? ru.auth.codeNotSent[d.refused](d.retryAfter) : sentText;
  return { sent: d.refused === null, retry_after: d.retryAfter, message };
}

/** Whether a phone has an account, as SQL: the statements below decide by it, the code does not. */
const hasAccount = (phone: string) => sql`exists (select 1 from ${users} where ${users.phone} = ${phone})`;

/**
 * Sends a code to a phone unless a limit stops it. Only a registered phone gets an SMS, but an
 * unregistered one is answered and counted alike, and takes the same time: the same limits, the same
 * code made and hashed, the same statements, whose rows the database writes only for a phone with an
 * account (issue 30: one request used to tell them apart by 3-6 ms).
 */
export async function sendSmsCode(
  deps: AppDeps,
  phone: string,
  ip: string,
  kind: CodeKind = 'again',
): Promise<CodeDelivery> {
  const refused = await refusal(deps, kind, phone, ip);
  if (refused) return { refused: refused.reason, retryAfter: refused.seconds };
  const code = smsCode();
  const at = now();
  const account = hasAccount(phone);
  // One transaction that writes on both paths (the counters), so each ends in one flush of the log.
  await deps.db.transaction(async (tx) => {
    await countCode(tx, kind, phone, ip);
    // A new code replaces the old ones.
    await tx
      .update(smsCodes)
      .set({ consumedAt: at })
      .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt)));
    const values = {
      phone,
      codeHash: hashCode(deps, phone, code),
      expiresAt: addMinutes(at, CODE_TTL_MINUTES),
      createdAt: at,
    };
    await insertIf(tx, smsCodes, values, account);
    const sent = await enqueue(
      tx,
      deps,
      'sms',
      {
        recipient: phone,
        subject: '',
        body: ru.sms.code(code),
        idempotencyKey: `sms-code:${randomToken(12)}`,
      },
      { onlyIf: account },
    );
    await countSent(deps, tx, sent);
  });
  return { refused: null, retryAfter: RESEND_SECONDS };
}

/**
 * Wrong codes per phone, counted for every phone alike, registered or not, so that what a sign-in
 * answers after five of them says nothing about the phone: each wrong code «Неверный или устаревший
 * код», and then a 429 until five minutes after the first.
 */
const wrongCodes = (phone: string): Limit => ({
  key: `sms-login:wrong:${phone}`,
  max: CODE_MAX_TRIES,
  windowSeconds: CODE_TTL_MINUTES * 60,
});

/**
 * Checks a code for a phone and consumes it; answers the user id. Wrong codes count against the phone
 * (above) and against the code, which the fifth wrong one burns. The first confirmation of a phone
 * gives its registration's place back to the address (registration-limits.ts).
 */
export async function consumeSmsCode(
  deps: AppDeps,
  phone: string,
  code: string,
  ip: string,
): Promise<number> {
  await check(deps.db, [wrongCodes(phone)], ru.auth.codeTriesExceeded);
  const at = now();
  const [row] = await deps.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, at)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row || !safeEqual(row.codeHash, hashCode(deps, phone, code))) {
    await hit(deps.db, [wrongCodes(phone)]);
    if (row) {
      const attempts = row.attempts + 1;
      await deps.db
        .update(smsCodes)
        .set({ attempts, ...(attempts >= CODE_MAX_TRIES ? { consumedAt: at } : {}) })
        .where(eq(smsCodes.id, row.id));
    }
    throw invalid({ code: [ru.auth.codeInvalid] }, ru.auth.codeInvalid);
  }
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  await deps.db.update(smsCodes).set({ consumedAt: at }).where(eq(smsCodes.id, row.id));
  if (!user) throw invalid({ code: [ru.auth.codeInvalid] }, ru.auth.codeInvalid);
  const confirmed = await deps.db
    .update(users)
    .set({ phoneVerifiedAt: at })
    .where(and(eq(users.id, user.id), isNull(users.phoneVerifiedAt)))
    .returning({ id: users.id });
  if (confirmed.length > 0) await release(deps.db, unconfirmedFrom(ip));
  return user.id;
}
