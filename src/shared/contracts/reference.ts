import { z } from 'zod';
import { dbIdParam } from './common.ts';

export const CitySchema = z.object({ id: z.number(), name: z.string(), region: z.string() });
export type City = z.infer<typeof CitySchema>;
export const CitiesResponseSchema = z.object({ data: z.array(CitySchema) });

export const CitizenshipSchema = z.object({ code: z.string(), name: z.string() });
export type Citizenship = z.infer<typeof CitizenshipSchema>;
export const CitizenshipsResponseSchema = z.object({ data: z.array(CitizenshipSchema) });

export const InstitutionSchema = z.object({
  id: z.number(),
  name: z.string(),
  short: z.string(),
  city: z.string(),
});
export type Institution = z.infer<typeof InstitutionSchema>;
export const InstitutionsQuerySchema = z.object({
  query: z.string().trim().max(100, { error: 'Не длиннее 100 символов' }).optional().default(''),
  id: dbIdParam().optional(),
});
export const InstitutionsResponseSchema = z.object({ data: z.array(InstitutionSchema) });
