/**
 * Staff accounts made by the admin (`POST /api/dashboard/users`, `POST .../users/manager`) and edits
 * to any user (`POST .../users/update/{id}`).
 *
 * A new account has no password: the admin never types or sees one. It gets a set-password link by
 * e-mail, made by the password-reset machinery (`password_resets`, `/reset/{token}`, single use),
 * valid 72 hours instead of the reset's 60 minutes, since an invitation may wait a weekend.
 * docs/decisions/012-staff-accounts.md.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CreateManagerInput, CreateStaffInput, UpdateUserInput } from '#shared/contracts/admin-users.ts';
import type { Role } from '#shared/domain/roles.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, passwordResets, users, vacancies, vacancyManagers } from '../../db/schema.ts';
import { addMinutes, now } from '../../lib/clock.ts';
import { invalid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { enqueue } from '../../lib/outbox.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { changingSessions } from '../../plugins/session.ts';
import { detachManager } from './manager-detach.ts';

const t = ru.adminUsers;

/** Which unique index a violation hit, if any. */
function uniqueViolation(err: unknown): string | null {
  const cause = ((err as { cause?: unknown }).cause ?? err) as { code?: string; constraint?: string };
  return cause?.code === '23505' ? (cause.constraint ?? '') : null;
}

/** The same answers as the checks below, for the race where two admins save the same address at once. */
async function mappingUniqueViolations<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'users_email_uq') throw invalid({ email: [t.emailTaken] });
    if (constraint === 'users_phone_uq') throw invalid({ phone: [t.phoneTaken] });
    throw err;
  }
}

/** E-mail and phone free (apart from the user being edited). */
async function contactErrors(
  db: DbOrTx,
  contacts: { email?: string; phone?: string | null },
  exceptId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const other = (cond: ReturnType<typeof eq>) => (exceptId ? and(cond, ne(users.id, exceptId)) : cond);
  if (
    contacts.email &&
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(other(eq(users.email, contacts.email)))
        .limit(1)
    ).length
  ) {
    errors.email = [t.emailTaken];
  }
  if (
    contacts.phone &&
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(other(eq(users.phone, contacts.phone)))
        .limit(1)
    ).length
  ) {
    errors.phone = [t.phoneTaken];
  }
  return errors;
}

/** Stores a single-use set-password token and queues the invitation in the same transaction. */
async function invite(
  deps: AppDeps,
  tx: DbOrTx,
  user: { id: number; email: string; name: string; role: Role },
): Promise<void> {
  const token = randomToken(32);
  const at = now();
  await tx.insert(passwordResets).values({
    tokenHash: sha256(token),
    userId: user.id,
    createdAt: at,
    expiresAt: addMinutes(at, t.invite.hours * 60),
  });
  await enqueue(tx, deps, 'email', {
    recipient: user.email,
    subject: t.invite.subject,
    body: t.invite.body(
      user.name,
      t.roles[user.role].toLowerCase(),
      `${deps.config.PUBLIC_URL}/reset/${token}`,
    ),
    idempotencyKey: `invite:${sha256(token)}`,
  });
}

type StaffFields = Omit<CreateStaffInput, 'role'>;

async function insertStaff(deps: AppDeps, tx: DbOrTx, input: StaffFields, role: Role): Promise<number> {
  const errors = await contactErrors(tx, input);
  if (Object.keys(errors).length) throw invalid(errors);
  const at = now();
  const [row] = await tx
    .insert(users)
    .values({
      role,
      lastName: input.last_name,
      firstName: input.first_name,
      middleName: input.middle_name,
      email: input.email,
      phone: input.phone,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  await invite(deps, tx, {
    id: row!.id,
    email: input.email,
    name: `${input.first_name} ${input.middle_name}`.trim(),
    role,
  });
  return row!.id;
}

export async function createStaff(deps: AppDeps, input: CreateStaffInput): Promise<number> {
  return mappingUniqueViolations(() => deps.db.transaction((tx) => insertStaff(deps, tx, input, input.role)));
}

/** A manager and their positions in one transaction: a missing position refuses the whole thing. */
export async function createManager(deps: AppDeps, input: CreateManagerInput): Promise<number> {
  return mappingUniqueViolations(() =>
    deps.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(inArray(vacancies.id, input.vacancy_ids));
      if (found.length !== input.vacancy_ids.length) throw invalid({ vacancy_ids: [t.vacancyMissing] });
      const id = await insertStaff(deps, tx, input, 'manager');
      await tx
        .insert(vacancyManagers)
        .values(input.vacancy_ids.map((vacancyId) => ({ vacancyId, userId: id, createdAt: now() })));
      return id;
    }),
  );
}

const isStaffRole = (role: Role) => role !== 'participant';

/**
 * Edits a user. A participant stays a participant and staff stay staff (a participant's account
 * carries a profile and consent a staff account has not); an admin cannot take the admin role from
 * themself (422), so there is always someone able to undo a mistake. A role change ends the
 * account's sessions so the new permissions apply at once; a deactivated staff account may be edited
 * (kept for history) but an erased participant may not.
 */
export async function updateUser(
  deps: AppDeps,
  caller: SessionUser,
  userId: number,
  input: UpdateUserInput,
): Promise<void> {
  await mappingUniqueViolations(() =>
    changingSessions(deps, async (tx, end) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw notFound();
      if (user.anonymisedAt) throw invalid({ last_name: [t.erasedNotEditable] }, t.erasedNotEditable);
      if (input.role !== undefined && input.role !== user.role) {
        if (userId === caller.id) throw invalid({ role: [t.selfDemote] }, t.selfDemote);
        if (isStaffRole(input.role) !== isStaffRole(user.role))
          throw invalid({ role: [t.roleChangeKind] }, t.roleChangeKind);
      }
      const errors = await contactErrors(
        tx,
        {
          ...(input.email !== undefined && input.email !== user.email ? { email: input.email } : {}),
          ...(input.phone !== undefined && input.phone !== user.phone ? { phone: input.phone } : {}),
        },
        userId,
      );
      if (
        input.city_id &&
        !(await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id))).length
      ) {
        errors.city_id = [ru.validation.city];
      }
      // A participant's phone is how they sign in (SMS): it may be changed, never removed.
      if (input.phone === null && user.role === 'participant') errors.phone = [ru.validation.phone];
      if (Object.keys(errors).length) throw invalid(errors);

      const set: Partial<typeof users.$inferInsert> = {};
      if (input.last_name !== undefined) set.lastName = input.last_name;
      if (input.first_name !== undefined) set.firstName = input.first_name;
      if (input.middle_name !== undefined) set.middleName = input.middle_name;
      if (input.email !== undefined) set.email = input.email;
      if (input.phone !== undefined && input.phone !== user.phone) {
        set.phone = input.phone;
        // A new number is not confirmed until its owner signs in with an SMS code.
        set.phoneVerifiedAt = null;
      }
      if (input.city_id !== undefined) set.cityId = input.city_id;
      if (input.role !== undefined) set.role = input.role;
      if (Object.keys(set).length === 0) return;
      await tx
        .update(users)
        .set({ ...set, updatedAt: now() })
        .where(eq(users.id, userId));
      if (input.role !== undefined && input.role !== user.role) {
        await end.allOf(userId);
        // A manager no longer: off the positions and candidates only a manager may be on.
        if (user.role === 'manager') await detachManager(tx, userId, caller.id);
      }
    }),
  );
}
