/** A form's fields checked with a contract schema, answered as the usual 422. */
import type { z } from 'zod';
import { fieldErrorsOf } from '#shared/contracts/field-errors.ts';
import { invalid } from './errors.ts';

/** The parsed value, or a 422 with every message under its field (see `fieldErrorsOf`). */
export function fieldsOrThrow<T>(
  result: z.ZodSafeParseResult<T>,
  opts: { at: 'field' | 'path'; whole: string } = { at: 'field', whole: 'body' },
): T {
  if (result.success) return result.data;
  throw invalid(fieldErrorsOf(result.error, opts));
}
