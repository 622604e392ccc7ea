/**
 * E-mail subscriptions to a vacancy filter: subscribe, unsubscribe by the link's token, and one
 * e-mail per subscription when a matching vacancy opens.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { VacancyFilters } from '#shared/contracts/vacancies.ts';
import { VacancyFiltersSchema } from '#shared/contracts/vacancies.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { vacancies, vacancySubscriptions } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { enqueue } from '../../lib/outbox.ts';
import { hit } from '../../lib/rate-limit.ts';
import { hmac, sha256 } from '../../lib/tokens.ts';
import { canonicalFilters, vacancyMatches } from './vacancies.service.ts';

/** Subscriptions an address may make in an hour, and a client address in an hour. */
export const SUBSCRIBE_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: 3600 };

/**
 * The unsubscribe token of a subscription. It is derived from the app secret (never stored: the
 * table keeps its SHA-256), so every e-mail to the subscription can carry the same working link.
 */
export function unsubscribeToken(secret: string, email: string, filtersKey: string): string {
  return hmac(secret, `vacancy-unsubscribe:${email}:${filtersKey}`);
}

/**
 * `POST /api/vacancies/filter/subscribe`: stores the subscription (the same e-mail and filters are
 * one subscription; subscribing again after unsubscribing turns it back on). Limited per address
 * and per client so the form cannot be used to flood someone's mailbox.
 */
export async function subscribeToVacancies(
  deps: AppDeps,
  email: string,
  filters: VacancyFilters,
  ip: string,
): Promise<void> {
  await hit(
    deps.db,
    [
      {
        key: `vacancy-subscribe:email:${email}`,
        max: SUBSCRIBE_LIMITS.perEmail,
        windowSeconds: SUBSCRIBE_LIMITS.windowSeconds,
      },
      {
        key: `vacancy-subscribe:ip:${ip}`,
        max: SUBSCRIBE_LIMITS.perIp,
        windowSeconds: SUBSCRIBE_LIMITS.windowSeconds,
      },
    ],
    ru.vacancies.subscribeTooMany,
  );
  const canonical = canonicalFilters(filters);
  const filtersKey = JSON.stringify(canonical);
  const tokenHash = sha256(unsubscribeToken(deps.secret, email, filtersKey));
  await deps.db
    .insert(vacancySubscriptions)
    .values({ email, filters: canonical, filtersKey, tokenHash, createdAt: now() })
    .onConflictDoUpdate({
      target: [vacancySubscriptions.email, vacancySubscriptions.filtersKey],
      set: { unsubscribedAt: null, tokenHash },
    });
}

/** `POST /api/vacancies/filter/unsubscribe`: ends the subscription; an unknown token answers the same. */
export async function unsubscribeFromVacancies(db: DbOrTx, token: string): Promise<void> {
  await db
    .update(vacancySubscriptions)
    .set({ unsubscribedAt: now() })
    .where(
      and(eq(vacancySubscriptions.tokenHash, sha256(token)), isNull(vacancySubscriptions.unsubscribedAt)),
    );
}

/**
 * Mails every active subscription whose filters match the vacancy, once per subscription and
 * vacancy (the outbox's idempotency key), so reopening a vacancy never mails a subscriber twice.
 * Call it in the transaction that opens the vacancy; a vacancy that is not open mails nobody.
 * Returns how many subscriptions matched.
 */
export async function notifySubscribers(deps: AppDeps, tx: DbOrTx, vacancyId: number): Promise<number> {
  const [vacancy] = await tx.select().from(vacancies).where(eq(vacancies.id, vacancyId));
  if (!vacancy || vacancy.status !== 'open') return 0;
  const active = await tx
    .select()
    .from(vacancySubscriptions)
    .where(isNull(vacancySubscriptions.unsubscribedAt))
    .orderBy(sql`${vacancySubscriptions.id}`);
  let matched = 0;
  for (const sub of active) {
    const filters = VacancyFiltersSchema.safeParse(sub.filters);
    if (!filters.success || !vacancyMatches(vacancy, filters.data)) continue;
    matched++;
    const token = unsubscribeToken(deps.secret, sub.email, sub.filtersKey);
    // After APP_SECRET is rotated the stored hash is of the old token: keep the new link working.
    if (sha256(token) !== sub.tokenHash) {
      await tx
        .update(vacancySubscriptions)
        .set({ tokenHash: sha256(token) })
        .where(eq(vacancySubscriptions.id, sub.id));
    }
    await enqueue(tx, deps, 'email', {
      recipient: sub.email,
      subject: ru.vacancies.mailSubject(vacancy.title),
      body: ru.vacancies.mailBody({
        title: vacancy.title,
        link: `${deps.config.PUBLIC_URL}/vacancies/${vacancy.id}`,
        unsubscribe: `${deps.config.PUBLIC_URL}/unsubscribe/${token}`,
      }),
      idempotencyKey: `vacancy-subscription:${sub.id}:${vacancy.id}`,
    });
  }
  return matched;
}
