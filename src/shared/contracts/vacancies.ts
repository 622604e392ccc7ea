import { z } from 'zod';
import { PUBLIC_VACANCY_STATUSES } from '../domain/vacancy-status.ts';

/** A vacancy as the public and participants see it (status set A). */
export const PublicVacancySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  department: z.number(),
  city: z.object({ id: z.number(), name: z.string() }).nullable(),
  work_format: z.number(),
  hours: z.number(),
  english_level: z.number(),
  tags: z.array(z.string()),
  status: z.enum(PUBLIC_VACANCY_STATUSES),
});
export type PublicVacancy = z.infer<typeof PublicVacancySchema>;
