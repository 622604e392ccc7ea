/**
 * The three registration steps and `POST /register`: the rules beyond the contracts' shapes, and
 * what keeps registration from telling who has an account (decision 021): the steps never look
 * accounts up; `POST /register` says an e-mail or phone is taken only to a complete, valid form,
 * within limits per address and per e-mail and phone.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EducationStep, PersonalStep, PreferencesStep, RegisterInput } from '#shared/contracts/auth.ts';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, citizenships, consents, participantProfiles, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, type FieldErrors } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { check, hit } from '../../lib/rate-limit.ts';
import { ageOn, educationErrors } from '../users/profile-rules.ts';
import { fromAddress, perTarget, takenAnswers, unconfirmedFrom } from './registration-limits.ts';
import { sendSmsCode, type CodeDelivery } from './sms.service.ts';

const v = ru.validation;

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** The personal step's rules that need the database, but never the accounts table. */
async function personalErrors(db: DbOrTx, input: PersonalStep): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const age = ageOn(input.birth_date, now());
  if (age === null) add(errors, 'birth_date', v.birthDateFormat);
  else if (age < 16) add(errors, 'birth_date', v.tooYoung);
  else if (age > 100) add(errors, 'birth_date', v.tooOld);
  if (isCommonPassword(input.password)) add(errors, 'password', v.passwordCommon);

  const [city, citizenship] = await Promise.all([
    db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id)),
    db.select({ code: citizenships.code }).from(citizenships).where(eq(citizenships.code, input.citizenship)),
  ]);
  if (city.length === 0) add(errors, 'city_id', v.city);
  if (citizenship.length === 0) add(errors, 'citizenship', v.citizenship);
  return errors;
}

/**
 * An e-mail or phone someone already registered with: the e-mail first, the phone only when the
 * e-mail is free, so a probe never learns of one by pairing it with the other already taken.
 */
async function takenErrors(db: DbOrTx, input: { email: string; phone: string }): Promise<FieldErrors> {
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (byEmail) return { email: [v.emailTaken] };
  const [byPhone] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, input.phone))
    .limit(1);
  return byPhone ? { phone: [v.phoneTaken] } : {};
}

/** How long a repeat of a registration is answered as the first (its code's lifetime is longer). */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Whether this form registered an account minutes ago: the same e-mail and phone, the phone not yet
 * confirmed, the same password. Anything else that finds the e-mail or phone taken is told so.
 */
async function isRepeat(db: DbOrTx, input: RegisterInput): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.email, input.email),
        eq(users.phone, input.phone),
        isNull(users.phoneVerifiedAt),
        gt(users.createdAt, new Date(now().getTime() - REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1);
  return !!user && (await verifyPassword(user.passwordHash, input.password));
}

function throwIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** `POST /register/validate-personal`. */
export async function validatePersonal(db: DbOrTx, input: PersonalStep): Promise<void> {
  throwIfAny(await personalErrors(db, input));
}

/** `POST /register/validate-education`. */
export async function validateEducation(db: DbOrTx, input: EducationStep): Promise<void> {
  throwIfAny(await educationErrors(db, input));
}

/** `POST /register/validate-preferences`: the contract holds every rule of this step. */
export async function validatePreferences(_db: DbOrTx, _input: PreferencesStep): Promise<void> {}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * `POST /register`: all three steps again, then the participant with their consent, and an SMS code
 * to confirm the phone. It does not sign in: `/activation` does, with the code. A taken e-mail or
 * phone is told only here, to a form that is valid otherwise; the refusal for too many such answers
 * is checked before the look-up, so it says nothing about the e-mail or phone asked.
 */
export async function register(
  deps: AppDeps,
  input: RegisterInput,
  ip: string,
): Promise<{ phone: string; code: CodeDelivery }> {
  throwIfAny({ ...(await personalErrors(deps.db, input)), ...(await educationErrors(deps.db, input)) });
  await hit(deps.db, [fromAddress(ip)], ru.auth.registerFromNetwork);
  await hit(deps.db, perTarget(input), ru.auth.registerAttempts);
  await check(deps.db, [takenAnswers(ip), unconfirmedFrom(ip)], ru.auth.registerFromNetwork);
  // The same form sent twice (a double tap, a post resent after a lost answer): one account, and the
  // second answer is the first's; the code it sent stands.
  if (await isRepeat(deps.db, input)) return { phone: input.phone, code: { refused: null, retryAfter: 60 } };
  const taken = await takenErrors(deps.db, input);
  if (Object.keys(taken).length > 0) {
    await hit(deps.db, [takenAnswers(ip)]);
    throw invalid(taken);
  }
  await hit(deps.db, [unconfirmedFrom(ip)], ru.auth.registerFromNetwork);
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'participant',
          lastName: input.last_name,
          firstName: input.first_name,
          middleName: input.middle_name,
          birthDate: input.birth_date,
          email: input.email,
          phone: input.phone,
          passwordHash,
          cityId: input.city_id,
          citizenship: input.citizenship,
          needHowKnow: true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(participantProfiles).values({
        userId: user.id,
        institutionId: input.institution_id,
        faculty: input.faculty,
        specialty: input.specialty,
        educationLevel: input.level,
        course: input.course,
        graduationYear: input.graduation_year,
        departments: input.departments,
        workFormat: input.work_format,
        hours: input.hours,
        englishLevel: input.english_level,
        relocate: input.relocate,
      });
      await tx.insert(consents).values({ userId: user.id, version: CONSENT_VERSION, acceptedAt: now() });
    });
  } catch (err) {
    // Two submissions racing for one e-mail or phone: the loser gets the same answer as a late one.
    if (isUniqueViolation(err)) throwIfAny(await takenErrors(deps.db, input));
    throw err;
  }
  // The phone's first code: only the programme's SMS budget may hold it back (sms-limits.ts).
  return { phone: input.phone, code: await sendSmsCode(deps, input.phone, ip, 'first') };
}
