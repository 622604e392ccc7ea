/** The signed-in user's own account: info and the how-know answer. */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { HowKnowInput, UserInfo } from '#shared/contracts/auth.ts';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { consents, feedback, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { unauthenticated } from '../../lib/errors.ts';

/** The usability survey is offered a week after registering (docs/product.md). */
const USABILITY_AFTER_MS = 7 * 86_400_000;

/**
 * The account and, for a participant, the version of the consent they gave last and whether the
 * usability survey is answered: one statement.
 */
const participantOnly = <T>(value: SQL<T>) =>
  sql<T | null>`case when ${users.role} = 'participant' then ${value} end`;
const userInfoStatement = preparedQuery('user_info', (db, name) =>
  db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
      needHowKnow: users.needHowKnow,
      phoneVerified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
      consentVersion: participantOnly(
        sql<string>`(${db
          .select({ version: consents.version })
          .from(consents)
          .where(and(eq(consents.userId, users.id), isNull(consents.withdrawnAt)))
          .orderBy(desc(consents.acceptedAt))
          .limit(1)})`,
      ),
      usabilityAnswered: participantOnly(
        sql<boolean>`exists (${db
          .select({ one: sql`1` })
          .from(feedback)
          .where(and(eq(feedback.userId, users.id), eq(feedback.kind, 'usability')))})`,
      ),
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/** `GET /api/users/info`: who is signed in, with what the client needs to route them. */
export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [user] = await userInfoStatement(db).execute({ userId });
  if (!user) throw unauthenticated();
  return {
    id: user.id,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: user.middleName,
    need_how_know: user.needHowKnow,
    phone_verified: user.phoneVerified,
    consent_required: user.role === 'participant' && user.consentVersion !== CONSENT_VERSION,
    usability_due:
      user.usabilityAnswered === false && now().getTime() - user.createdAt.getTime() >= USABILITY_AFTER_MS,
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
