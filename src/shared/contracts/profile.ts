/**
 * The participant's own profile (`GET` / `PUT /api/users/profile`) and consent withdrawal
 * (`DELETE /api/users/consent`). The editable fields follow registration's rules (contracts/auth.ts),
 * without the password and the phone: the phone is the sign-in identity confirmed by SMS, so it is
 * shown but not changed here.
 */
import { z } from 'zod';
import { ruHome } from '../i18n/ru/home.ts';
import { EducationStepSchema, PersonalFields, PreferencesStepSchema } from './auth.ts';

export const ProfileUpdateSchema = PersonalFields.omit({
  phone: true,
  password: true,
  password_confirmation: true,
})
  .extend(EducationStepSchema.shape)
  .extend(PreferencesStepSchema.shape)
  .extend({
    /** Deadline reminders by e-mail (decision 030); left out, the setting stays as it was. */
    email_reminders: z.boolean().optional(),
  });
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/**
 * `DELETE /api/users/consent` asks for `{ "confirm": true }`: the withdrawal erases the account at
 * once, so a stray or replayed call without it answers 422 and changes nothing.
 */
export const ConsentWithdrawalSchema = z.object({
  confirm: z.literal(true, { error: ruHome.profile.withdrawConfirmNeeded }),
});

export const ProfileSchema = z.object({
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  birth_date: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  city_id: z.number().nullable(),
  city_name: z.string(),
  citizenship: z.string().nullable(),
  citizenship_name: z.string(),
  institution_id: z.number().nullable(),
  institution_name: z.string(),
  faculty: z.string(),
  specialty: z.string(),
  level: z.string(),
  course: z.number().nullable(),
  graduation_year: z.number().nullable(),
  departments: z.array(z.number()),
  work_format: z.number().nullable(),
  hours: z.number().nullable(),
  english_level: z.number().nullable(),
  relocate: z.boolean().nullable(),
  consent: z.object({ version: z.string(), accepted_at: z.string() }).nullable(),
  /** Deadline reminders by e-mail (decision 030); the notices come either way. */
  email_reminders: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({ data: ProfileSchema });
