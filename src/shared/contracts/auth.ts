import { z } from 'zod';
import { ruValidation } from '../i18n/ru/validation.ts';
import { ROLES } from '../domain/roles.ts';
import { EDUCATION_LEVELS, HOW_KNOW_SOURCES, values } from '../domain/selection-lists.ts';
import { isContextPassword } from '../domain/password-context.ts';
import { PHONE_PATTERN, normalizePhone } from '../domain/phone.ts';
import { dbId, MAX_TEXT } from './common.ts';

const v = ruValidation;

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(60, { error: v.nameLong })
    .regex(/^[\p{L}][\p{L}' -]*$/u, { error: v.nameChars });

const text = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(MAX_TEXT, { error: v.textLong });

/** An e-mail, lower-cased: it is unique regardless of case. */
export const EmailSchema = z
  .string({ error: v.email })
  .trim()
  .max(254, { error: v.email })
  .toLowerCase()
  .pipe(z.email({ error: v.email }));

/** A phone as typed; answered in E.164. */
export const PhoneSchema = z.string({ error: v.phone }).transform((s, ctx) => {
  const e164 = normalizePhone(s);
  if (!e164 || !PHONE_PATTERN.test(e164)) {
    ctx.addIssue({ code: 'custom', message: v.phone });
    return z.NEVER;
  }
  return e164;
});

export const PasswordSchema = z
  .string({ error: v.password })
  .min(8, { error: v.passwordShort })
  .max(128, { error: v.passwordLong });

const DateSchema = z
  .string({ error: v.birthDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: v.birthDateFormat });

const passwordsMatch = <T extends { password: string; password_confirmation: string }>(d: T) =>
  d.password === d.password_confirmation;
const mismatch = { error: v.passwordMismatch, path: ['password_confirmation'] };

/** Not the e-mail, phone or name being registered, nor the programme's name (ASVS 6.2.11). */
type Registrant = {
  password: string;
  email: string;
  phone: string;
  last_name: string;
  first_name: string;
  middle_name: string;
};
const passwordOwnWords = (d: Registrant) =>
  !isContextPassword(d.password, {
    email: d.email,
    phone: d.phone,
    lastName: d.last_name,
    firstName: d.first_name,
    middleName: d.middle_name,
  });
const ownWords = { error: v.passwordContext, path: ['password'] };

export const PersonalFields = z.object({
  last_name: name(v.lastName),
  first_name: name(v.firstName),
  middle_name: z
    .string()
    .trim()
    .max(60, { error: v.nameLong })
    .regex(/^([\p{L}][\p{L}' -]*)?$/u, { error: v.nameChars })
    .optional()
    .default(''),
  birth_date: DateSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  city_id: dbId(v.city),
  citizenship: z.string({ error: v.citizenship }).regex(/^[A-Z]{2}$/, { error: v.citizenship }),
  password: PasswordSchema,
  password_confirmation: z.string({ error: v.passwordMismatch }),
});

/** Registration step 1: who the participant is. */
export const PersonalStepSchema = PersonalFields.refine(passwordsMatch, mismatch).refine(
  passwordOwnWords,
  ownWords,
);
export type PersonalStep = z.infer<typeof PersonalStepSchema>;

/** Registration step 2: where they study. */
export const EducationStepSchema = z.object({
  institution_id: dbId(v.institution),
  faculty: text(v.faculty),
  specialty: text(v.specialty),
  level: z.enum(values(EDUCATION_LEVELS) as [string, ...string[]], { error: v.level }),
  course: z
    .number({ error: v.course })
    .int({ error: v.course })
    .min(1, { error: v.course })
    .max(6, { error: v.course }),
  graduation_year: z
    .number({ error: v.graduationYear })
    .int({ error: v.graduationYear })
    .min(2000, { error: v.graduationYearRange })
    .max(2035, { error: v.graduationYearRange }),
});
export type EducationStep = z.infer<typeof EducationStepSchema>;

/** Registration step 3: what they are looking for. */
export const PreferencesStepSchema = z.object({
  departments: z
    .array(z.number().int().min(1).max(8), { error: v.departments })
    .min(1, { error: v.departments })
    .max(8, { error: v.departments })
    .refine((a) => new Set(a).size === a.length, { error: v.departments }),
  work_format: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: v.workFormat }),
  hours: z.union([z.literal(20), z.literal(30), z.literal(40)], { error: v.hours }),
  english_level: z
    .number({ error: v.englishLevel })
    .int()
    .min(1, { error: v.englishLevel })
    .max(5, { error: v.englishLevel }),
  relocate: z.boolean({ error: v.relocate }),
});
export type PreferencesStep = z.infer<typeof PreferencesStepSchema>;

/** `POST /register`: the three steps again, plus the personal-data consent. */
export const RegisterSchema = PersonalFields.extend(EducationStepSchema.shape)
  .extend(PreferencesStepSchema.shape)
  .extend({ consent: z.literal(true, { error: v.consent }) })
  .refine(passwordsMatch, mismatch)
  .refine(passwordOwnWords, ownWords);
export type RegisterInput = z.infer<typeof RegisterSchema>;

/**
 * What became of an SMS code: `sent` false when a limit stopped it (the message says why), and the
 * seconds until one may be asked for.
 */
export const CodeDeliverySchema = z.object({
  sent: z.boolean(),
  retry_after: z.number(),
  message: z.string(),
});
export type CodeDeliveryAnswer = z.infer<typeof CodeDeliverySchema>;

export const RegisterResponseSchema = z.object({
  message: z.string(),
  phone: z.string(),
  code: CodeDeliverySchema,
});

export const StepOkSchema = z.object({ message: z.string() });

export const UserInfoSchema = z.object({
  id: z.number(),
  role: z.enum(ROLES),
  email: z.string(),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  need_how_know: z.boolean(),
  phone_verified: z.boolean(),
  consent_required: z.boolean(),
  /**
   * A participant's usability survey is due: a week after registering, until answered or skipped
   * (docs/product.md). Here rather than in the profile: every participant page's frame asks it, and
   * the session check is read for every page anyway.
   */
  usability_due: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
export const UserInfoResponseSchema = z.object({ data: UserInfoSchema });

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: v.password }).min(1, { error: v.password }).max(128, { error: v.passwordLong }),
});
/** Signed in (`user`), or a participant whose phone is not confirmed yet: go to `/activation`. */
export const LoginResponseSchema = z.object({
  user: UserInfoSchema.nullable(),
  activation_phone: z.string().nullable(),
  /** The confirmation code sent on the way to `/activation`; null when signed in. */
  code: CodeDeliverySchema.nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SmsSendCodeSchema = z.object({ phone: PhoneSchema });
export const SmsSendCodeResponseSchema = z.object({ message: z.string(), retry_after: z.number() });

export const SmsLoginSchema = z.object({
  phone: PhoneSchema,
  code: z
    .string({ error: v.smsCode })
    .trim()
    .regex(/^\d{6}$/, { error: v.smsCode }),
});
export const SmsLoginResponseSchema = z.object({ user: UserInfoSchema });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: v.token }).regex(/^[A-Za-z0-9_-]{20,128}$/, { error: v.token }),
    password: PasswordSchema,
    password_confirmation: z.string({ error: v.passwordMismatch }),
  })
  .refine(passwordsMatch, mismatch);

export const HowKnowSchema = z
  .object({
    source: z.enum(values(HOW_KNOW_SOURCES) as [string, ...string[]], { error: v.howKnow }),
    comment: z.string().trim().max(500, { error: v.howKnowCommentLong }).optional().default(''),
  })
  .refine((d) => d.source !== 'other' || d.comment.length > 0, { error: v.howKnowOther, path: ['comment'] });
export type HowKnowInput = z.infer<typeof HowKnowSchema>;
