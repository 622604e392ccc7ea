/**
 * /profile's action (decision 052): the edited profile as the form holds it, sent to
 * `PUT /api/users/profile`, whose rules are registration's; saved, back to the profile with a word
 * that it is; refused, the form again with the texts beside its fields and what was typed.
 */
import { data, redirect } from 'react-router';
import type { ProfileResponseSchema } from '#shared/contracts/profile.ts';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { resolveInstitution } from '#web/components/profile-fields/institution.ts';
import {
  educationBody,
  personalBody,
  preferencesBody,
  typedFields,
} from '#web/components/profile-fields/values.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import type { AppContext } from '#web/lib/app-context.ts';
import { refusal, typedValues, type Fields, type FormResult } from '#web/lib/form-action.ts';
import { userInfoKey } from '#web/lib/session.ts';
import { profileQuery } from './api.ts';

export type ProfileResult = FormResult & { suggestions?: string[] };

export async function saveProfile(posted: Fields, ctx: AppContext, form: FormData) {
  const fields = typedFields(posted, form);
  const institution = await resolveInstitution(fields.institution);
  if (fields.institution?.trim() && !institution.id) {
    const result: ProfileResult = {
      values: typedValues(fields),
      errors: { institution_id: ruProfileFields.education.pickSuggested },
      suggestions: institution.suggestions,
    };
    return data(result, { status: 422 });
  }
  const body = {
    ...personalBody(fields),
    ...educationBody(fields, institution.id),
    ...preferencesBody(fields),
    email_reminders: fields.email_reminders === 'true',
  };
  let answer;
  try {
    answer = await apiRequest<typeof ProfileResponseSchema>('/api/users/profile', { method: 'PUT', body });
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) throw e;
    return refusal(e, fields, { values: typedValues(fields), suggestions: institution.suggestions });
  }
  ctx.queryClient.setQueryData(profileQuery.queryKey, answer.data);
  void ctx.queryClient.invalidateQueries({ queryKey: userInfoKey });
  return redirect('/profile?saved=1');
}
