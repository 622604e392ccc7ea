/**
 * The participant's own profile: `GET` / `PUT /api/users/profile` (registration's rules, without the
 * password and the phone) and `DELETE /api/users/consent` (withdrawal: anonymised at once).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Profile, ProfileUpdateInput } from '#shared/contracts/profile.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isoFromJson, prepared } from '../../db/prepared.ts';
import { cities, citizenships, participantProfiles, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { ageOn, educationErrors } from './profile-rules.ts';
import { anonymiseParticipantNow } from './anonymise.service.ts';

const t = ru.home.profile;
const v = ru.validation;

type ProfileRow = {
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string | null;
  email: string | null;
  phone: string | null;
  city_id: number | null;
  city_name: string | null;
  citizenship: string | null;
  citizenship_name: string | null;
  institution_id: number | null;
  institution_name: string | null;
  faculty: string | null;
  specialty: string | null;
  education_level: string | null;
  course: number | null;
  graduation_year: number | null;
  departments: number[] | null;
  work_format: number | null;
  hours: number | null;
  english_level: number | null;
  relocate: boolean | null;
  consent: { version: string; accepted_at: string } | null;
  email_reminders: boolean;
};

/** The profile in one round trip (decision 028): a named statement, not three built per request. */
const profileById = prepared<ProfileRow>(
  'profile_by_id',
  `select u.last_name, u.first_name, u.middle_name, u.birth_date::text as birth_date, u.email, u.phone,
          u.city_id, c.name as city_name, u.citizenship, z.name as citizenship_name,
          p.institution_id, i.name as institution_name, p.faculty, p.specialty, p.education_level,
          p.course, p.graduation_year, p.departments, p.work_format, p.hours, p.english_level, p.relocate,
          (select json_build_object('version', k.version, 'accepted_at', k.accepted_at)
             from consents k where k.user_id = u.id and k.withdrawn_at is null
            order by k.accepted_at desc limit 1) as consent,
          u.email_reminders
     from users u
     left join participant_profiles p on p.user_id = u.id
     left join cities c on c.id = u.city_id
     left join citizenships z on z.code = u.citizenship
     left join institutions i on i.id = p.institution_id
    where u.id = $1`,
);

/** `GET /api/users/profile`. */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await profileById(db, [userId]);
  if (!row) throw notFound(t.notFound);
  return {
    last_name: row.last_name,
    first_name: row.first_name,
    middle_name: row.middle_name,
    birth_date: row.birth_date,
    email: row.email ?? '',
    phone: row.phone,
    city_id: row.city_id,
    city_name: row.city_name ?? '',
    citizenship: row.citizenship,
    citizenship_name: row.citizenship_name ?? '',
    institution_id: row.institution_id,
    institution_name: row.institution_name ?? '',
    faculty: row.faculty ?? '',
    specialty: row.specialty ?? '',
    level: row.education_level ?? '',
    course: row.course,
    graduation_year: row.graduation_year,
    departments: row.departments ?? [],
    work_format: row.work_format,
    hours: row.hours,
    english_level: row.english_level,
    relocate: row.relocate,
    consent: row.consent
      ? { version: row.consent.version, accepted_at: isoFromJson(row.consent.accepted_at)! }
      : null,
    email_reminders: row.email_reminders,
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
