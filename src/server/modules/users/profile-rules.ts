/**
 * The rules of a participant's personal and education data that need more than the contracts'
 * shapes: registration (auth) and the profile (users) both check them.
 */
import type { EducationStep } from '#shared/contracts/auth.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { institutions } from '../../db/schema.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import { eq } from 'drizzle-orm';

const v = ru.validation;

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

export function ageOn(birthDate: string, today: Date): number | null {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d)) age--;
  return age;
}

export async function educationErrors(db: DbOrTx, input: EducationStep): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const found = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.id, input.institution_id));
  if (found.length === 0) add(errors, 'institution_id', v.institution);
  if (input.level === 'college' && input.course > 4) add(errors, 'course', v.course);
  return errors;
}
