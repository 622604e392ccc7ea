/** The signed-in user's own account: info and the how-know answer. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { HowKnowInput, UserInfo } from '#shared/contracts/auth.ts';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import type { DbOrTx } from '../../db/client.ts';
import { consents, feedback, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { unauthenticated } from '../../lib/errors.ts';

/** `GET /api/users/info`: who is signed in, with what the client needs to route them. */
export async function getUserInfo(db: DbOrTx, userId: number): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthenticated();
  let consentRequired = false;
  if (user.role === 'participant') {
    const [consent] = await db
      .select({ version: consents.version })
      .from(consents)
      .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)))
      .orderBy(desc(consents.acceptedAt))
      .limit(1);
    consentRequired = consent?.version !== CONSENT_VERSION;
  }
  return {
    id: user.id,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: user.middleName,
    need_how_know: user.needHowKnow,
    phone_verified: !!user.phoneVerifiedAt,
    consent_required: consentRequired,
  };
}

/**
 * `PUT /api/users/feedback/how-know`: clears need_how_know. Only the first answer counts; a repeat
 * (a retried request) changes nothing and succeeds.
 */
export async function answerHowKnow(db: DbOrTx, userId: number, input: HowKnowInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(feedback)
      .values({ userId, kind: 'how-know', answer: input.source, comment: input.comment, createdAt: now() })
      .onConflictDoNothing();
    await tx.update(users).set({ needHowKnow: false, updatedAt: now() }).where(eq(users.id, userId));
  });
}
