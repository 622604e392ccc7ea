/**
 * The sign-up's three checks, made from the shared zod contracts (the same schemas and Russian
 * messages as the server's). In a chunk of their own: zod is 26 kB of gzipped JavaScript that nothing
 * needs before the visitor presses «Далее», so the page fetches this once its form is first touched
 * and waits for it only if the button comes first (docs/decisions/044-signup-loads-its-fields-on-demand.md).
 */
import {
  EducationStepSchema,
  PersonalStepSchema,
  PreferencesStepSchema,
  RegisterSchema,
} from '#shared/contracts/auth.ts';
import { zodValidate } from '#web/lib/form.ts';
import {
  educationBody,
  personalBody,
  preferencesBody,
  type PreferencesValues,
} from '../../components/profile-fields/values.ts';

const PreferencesWithConsent = PreferencesStepSchema.extend({ consent: RegisterSchema.shape.consent });

export const checkPersonal = zodValidate(PersonalStepSchema, personalBody);
export const checkEducation = zodValidate(EducationStepSchema, educationBody);
export const checkPreferences = zodValidate(PreferencesWithConsent, (v: PreferencesValues) => ({
  ...preferencesBody(v),
  consent: v.consent,
}));
