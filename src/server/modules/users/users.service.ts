/** The signed-in user's own account: info and the how-know answer. */
import { eq } from 'drizzle-orm';
import type { HowKnowInput, UserInfo } from '#shared/contracts/auth.ts';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { feedback, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { unauthenticated } from '../../lib/errors.ts';

type InfoRow = {
  id: number;
  role: UserInfo['role'];
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
  middle_name: string;
  need_how_know: boolean;
  phone_verified: boolean;
  /** The participant's latest consent still given (null for staff, or when none is). */
  consent_version: string | null;
  /** The participant has answered or skipped the usability survey (null for staff). */
  usability_answered: boolean | null;
  created_at: Date;
};

/** The usability survey is offered a week after registering (docs/product.md). */
const USABILITY_AFTER_MS = 7 * 86_400_000;

/**
 * The account and, for a participant, the version of the consent they gave last and whether the
 * usability survey is answered: one statement.
 */
const userInfoStatement = prepared<InfoRow>(
  'user_info',
  `select u.id, u.role, u.email, u.phone, u.first_name, u.last_name, u.middle_name, u.need_how_know,
          u.phone_verified_at is not null as phone_verified,
          case when u.role = 'participant' then
            (select c.version from consents c where c.user_id = u.id and c.withdrawn_at is null
              order by c.accepted_at desc limit 1) end as consent_version,
          case when u.role = 'participant' then
            exists (select 1 from feedback f where f.user_id = u.id and f.kind = 'usability') end
            as usability_answered,
          u.created_at
     from users u where u.id = $1`,
);

/** `GET /api/users/info`: who is signed in, with what the client needs to route them. */
export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [user] = await userInfoStatement(db, [userId]);
  if (!user) throw unauthenticated();
  return {
    id: user.id,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone,
    first_name: user.first_name,
    last_name: user.last_name,
    middle_name: user.middle_name,
    need_how_know: user.need_how_know,
    phone_verified: user.phone_verified,
    consent_required: user.role === 'participant' && user.consent_version !== CONSENT_VERSION,
    usability_due:
      user.usability_answered === false &&
      now().getTime() - new Date(user.created_at).getTime() >= USABILITY_AFTER_MS,
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
