import { z } from 'zod';
import { ruErrors } from '../i18n/ru/errors.ts';

// Russian texts for every rule a contract does not word itself. In the browser, no compiled parsers:
// zod would first probe `new Function`, which our CSP refuses (no 'unsafe-eval'), and every page
// would carry that refusal as a console issue; without eval zod parses the same way, only interpreted.
z.config({ ...z.locales.ru(), jitless: typeof document !== 'undefined' });

/** Every error answer: a Russian message and, for 422, the texts per field. */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const OkSchema = z.object({ message: z.string() });
export type Ok = z.infer<typeof OkSchema>;

/**
 * The largest id a table holds: ids are PostgreSQL `integer` (int4). A larger number reaching a query
 * fails in the database (a 500 on both PGlite and PostgreSQL), so every contract stops it first.
 */
export const MAX_DB_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to `MAX_DB_ID`, else a 422 with `error`. */
export const dbId = (error: string = ruErrors.badId) =>
  z.number({ error }).int({ error }).positive({ error }).max(MAX_DB_ID, { error });

/** An id in a path or a query (text there, read as a number): from 1 to `MAX_DB_ID`, else a 422 with `error`. */
export const dbIdParam = (error: string = ruErrors.badId) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(MAX_DB_ID, { error });

/** A numeric id in a path: anything else is a 422 before any record is read. */
export const IdParamsSchema = z.object({ id: dbIdParam() });

export const MAX_TEXT = 200;

/**
 * `page` and `per_page` of a paged list query, with the list's own Russian texts: pages from 1 to
 * 100,000, rows per page from 1 to `perPage.max`.
 */
export function pagingFields(
  texts: { page: string; perPage: string },
  perPage: { max: number; default: number } = { max: 100, default: 50 },
) {
  const count = (message: string, max: number, fallback: number) =>
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .default(fallback);
  return {
    page: count(texts.page, 100_000, 1),
    per_page: count(texts.perPage, perPage.max, perPage.default),
  };
}
