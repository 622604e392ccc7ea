/**
 * The participant's own profile: `GET` / `PUT /api/users/profile` (registration's rules, without the
 * password and the phone) and `DELETE /api/users/consent` (withdrawal: anonymised at once).
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdateInput } from '#shared/contracts/profile.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cities, citizenships, consents, institutions, participantProfiles, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { ageOn, educationErrors } from './profile-rules.ts';
import { anonymiseParticipantNow } from './anonymise.service.ts';

const t = ru.home.profile;
const v = ru.validation;

/** The profile in one round trip (decision 028): a named statement, not three built per request. */
const profileById = preparedQuery('profile_by_id', (db, name) => {
  const consent = db
    .select({ version: consents.version, acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(and(eq(consents.userId, users.id), isNull(consents.withdrawnAt)))
    .orderBy(desc(consents.acceptedAt))
    .limit(1)
    .as('consent');
  return db
    .select({
      user: {
        lastName: users.lastName,
        firstName: users.firstName,
        middleName: users.middleName,
        birthDate: users.birthDate,
        email: users.email,
        phone: users.phone,
        cityId: users.cityId,
        citizenship: users.citizenship,
        emailReminders: users.emailReminders,
      },
      profile: participantProfiles,
      cityName: cities.name,
      citizenshipName: citizenships.name,
      institutionName: institutions.name,
      consent: { version: consent.version, acceptedAt: consent.acceptedAt },
    })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(citizenships, eq(citizenships.code, users.citizenship))
    .leftJoin(institutions, eq(institutions.id, participantProfiles.institutionId))
    .leftJoinLateral(consent, sql`true`)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
});

/** `GET /api/users/profile`. */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await profileById(db).execute({ userId });
  if (!row) throw notFound(t.notFound);
  const { user, profile, consent } = row;
  return {
    last_name: user.lastName,
    first_name: user.firstName,
    middle_name: user.middleName,
    birth_date: user.birthDate,
    email: user.email ?? '',
    phone: user.phone,
    city_id: user.cityId,
    city_name: row.cityName ?? '',
    citizenship: user.citizenship,
    citizenship_name: row.citizenshipName ?? '',
    institution_id: profile?.institutionId ?? null,
    institution_name: row.institutionName ?? '',
    faculty: profile?.faculty ?? '',
    specialty: profile?.specialty ?? '',
    level: profile?.educationLevel ?? '',
    course: profile?.course ?? null,
    graduation_year: profile?.graduationYear ?? null,
    departments: profile?.departments ?? [],
    work_format: profile?.workFormat ?? null,
    hours: profile?.hours ?? null,
    english_level: profile?.englishLevel ?? null,
    relocate: profile?.relocate ?? null,
    consent: consent ? { version: consent.version, accepted_at: consent.acceptedAt.toISOString() } : null,
    email_reminders: user.emailReminders,
  };
}

async function profileErrors(db: DbOrTx, userId: number, input: ProfileUpdateInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const age = ageOn(input.birth_date, now());
  if (age === null) add('birth_date', v.birthDateFormat);
  else if (age < 16) add('birth_date', v.tooYoung);
  else if (age > 100) add('birth_date', v.tooOld);
  const [taken, city, citizenship] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId))),
    db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id)),
    db.select({ code: citizenships.code }).from(citizenships).where(eq(citizenships.code, input.citizenship)),
  ]);
  if (taken.length) add('email', t.emailTaken);
  if (city.length === 0) add('city_id', v.city);
  if (citizenship.length === 0) add('citizenship', v.citizenship);
  for (const [field, texts] of Object.entries(await educationErrors(db, input)))
    for (const text of texts) add(field, text);
  return errors;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** `PUT /api/users/profile`: the whole form, checked as at registration; answers the saved profile. */
export async function updateProfile(db: DbOrTx, userId: number, input: ProfileUpdateInput): Promise<Profile> {
  const errors = await profileErrors(db, userId, input);
  if (Object.keys(errors).length) throw invalid(errors);
  const at = now();
  const values = {
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
    updatedAt: at,
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          lastName: input.last_name,
          firstName: input.first_name,
          middleName: input.middle_name,
          birthDate: input.birth_date,
          email: input.email,
          cityId: input.city_id,
          citizenship: input.citizenship,
          ...(input.email_reminders === undefined ? {} : { emailReminders: input.email_reminders }),
          updatedAt: at,
        })
        .where(eq(users.id, userId));
      await tx
        .insert(participantProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: participantProfiles.userId, set: values });
    });
  } catch (err) {
    // Another account took the e-mail between the check and the write.
    if (isUniqueViolation(err)) throw invalid({ email: [t.emailTaken] });
    throw err;
  }
  return getProfile(db, userId);
}

/** `DELETE /api/users/consent`: the consent is withdrawn and the personal data erased at once. */
export async function withdrawConsent(deps: AppDeps, userId: number): Promise<void> {
  await anonymiseParticipantNow(deps, userId, { actorId: userId, reason: 'consent_withdrawn' });
}
