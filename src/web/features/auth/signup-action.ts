/**
 * /signup's action (decision 052): each press of «Далее» sends the whole form, the action checks the
 * step on the server (`POST /register/validate-*`) and answers the next step, or the same one with
 * the texts beside its fields; the last one registers (`POST /register`) and leads to the phone's
 * code. The fields of every step stay in the form (the steps not shown are hidden), so the last post
 * carries them all; the password, which a page never shows again, crosses native posts sealed
 * (decision 053).
 */
import { data, redirect } from 'react-router';
import { normalizePhone } from '#shared/domain/phone.ts';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { resolveInstitution } from '#web/components/profile-fields/institution.ts';
import {
  EDUCATION_FIELDS,
  PERSONAL_FIELDS,
  educationBody,
  personalBody,
  preferencesBody,
  typedFields,
} from '#web/components/profile-fields/values.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { AppContext } from '#web/lib/app-context.ts';
import { formAction, refusal, typedValues, type Fields, type FormResult } from '#web/lib/form-action.ts';
import { startActivation } from '../../lib/activation-state.ts';
import { postRegister } from './api/register.ts';
import { postValidateEducation } from './api/validate-education.ts';
import { postValidatePersonal } from './api/validate-personal.ts';
import { postValidatePreferences } from './api/validate-preferences.ts';
import { activationStep, codeStepAction } from './components/code-form.tsx';

export type SignupResult = FormResult & {
  /** The step shown: 0, 1 or 2. */
  at?: number;
  /** The password and its confirmation, sealed by the server for the next native post. */
  kept?: string;
  /** The institutions that match what was typed in the institution field. */
  suggestions?: string[];
};

const LAST = 2;

/** The step a refused field belongs to. */
function stepOf(field: string): number {
  const root = field.split('.')[0] ?? field;
  return PERSONAL_FIELDS.includes(root) ? 0 : EDUCATION_FIELDS.includes(root) ? 1 : 2;
}

/** The password as typed, or as the form carries it sealed from an earlier native post. */
function passwordsOf(fields: Fields, ctx: AppContext): [string, string] {
  if (fields.password || fields.password_confirmation)
    return [fields.password ?? '', fields.password_confirmation ?? ''];
  const opened = fields.kept && ctx.server?.sealer?.unseal(fields.kept);
  if (!opened) return ['', ''];
  const [password, confirmation] = JSON.parse(opened) as [string, string];
  return [password, confirmation];
}

export const action = formAction(async (posted, ctx, { form }) => {
  if (posted.intent === 'code' || posted.intent === 'resend')
    return codeStepAction(posted, ctx, { registered: true, source: 'activation' });
  const fields = typedFields(posted, form);
  const at = Math.min(Math.max(Math.trunc(Number(fields.at)) || 0, 0), LAST);
  const [password, confirmation] = passwordsOf(fields, ctx);
  let kept = fields.kept || undefined;
  const values = typedValues(fields);
  if (fields.intent === 'back') return { at: Math.max(at - 1, 0), values, kept } satisfies SignupResult;

  const personal = {
    ...personalBody(fields),
    phone: normalizePhone(fields.phone ?? '') ?? fields.phone ?? '',
    password,
    password_confirmation: confirmation,
  };
  const institution = at >= 1 ? await resolveInstitution(fields.institution) : null;
  const education = educationBody(fields, institution?.id);
  const suggestions = institution?.suggestions;
  try {
    if (at === 0) {
      await postValidatePersonal(personal);
      // Only the server can seal; in the browser the password stays in its field, hidden.
      const sealer = ctx.server?.sealer;
      if (sealer) kept = sealer.seal(JSON.stringify([password, confirmation]));
      return { at: 1, values, kept } satisfies SignupResult;
    }
    if (at === 1) {
      if (fields.institution?.trim() && !institution?.id) {
        const errors = { institution_id: ruProfileFields.education.pickSuggested };
        return data({ at, values, kept, suggestions, errors } satisfies SignupResult, { status: 422 });
      }
      await postValidateEducation(education);
      return { at: 2, values, kept, suggestions } satisfies SignupResult;
    }
    const preferences = preferencesBody(fields);
    await postValidatePreferences(preferences);
    const res = await postRegister({
      ...personal,
      ...education,
      ...preferences,
      consent: fields.consent === 'true',
    });
    if (ctx.server) return activationStep(res.phone, res.code);
    startActivation(res.phone, res.code);
    return redirect('/activation');
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) throw e;
    const refused = Object.keys(e.fieldErrors()).map(stepOf);
    const step = refused.length > 0 ? Math.min(...refused) : at;
    return refusal(e, fields, { at: step, values, kept, suggestions } satisfies SignupResult);
  }
});
