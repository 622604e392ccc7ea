import { z } from 'zod';

// Russian texts for every rule a contract does not word itself.
z.config(z.locales.ru());

/** Every error answer: a Russian message and, for 422, the texts per field. */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const OkSchema = z.object({ message: z.string() });
export type Ok = z.infer<typeof OkSchema>;

/** A numeric id in a path: anything else is a 422 before any record is read. */
export const IdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Неверный идентификатор' }).int().positive().max(2_147_483_647),
});

export const MAX_TEXT = 200;
