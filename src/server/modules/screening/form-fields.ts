/** A multipart form's text fields checked with a contract schema, answered as the usual 422. */
import type { z } from 'zod';
import { invalid } from '../../lib/errors.ts';

export function fieldsOrThrow<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const texts = (errors[String(issue.path[0] ?? 'body')] ??= []);
    if (!texts.includes(issue.message)) texts.push(issue.message);
  }
  throw invalid(errors);
}
