import type { z } from 'zod';

/**
 * A zod failure as field errors, the one converter of the server (the 422 body's `errors`) and the
 * web forms: each message once under its field: the first step of its path (`at: 'field'`, a flat
 * form) or the whole dotted path (`at: 'path'`, `stages.2.settings.questions.0.text`); a failure of
 * the value as a whole under `whole`.
 */
export function fieldErrorsOf(
  error: z.ZodError,
  opts: { at: 'field' | 'path'; whole: string },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key =
      issue.path.length === 0
        ? opts.whole
        : opts.at === 'field'
          ? String(issue.path[0])
          : issue.path.map(String).join('.');
    const texts = (errors[key] ??= []);
    if (!texts.includes(issue.message)) texts.push(issue.message);
  }
  return errors;
}
