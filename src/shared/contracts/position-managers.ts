/**
 * A position's managers (`/api/dashboard/vacancies/{id}/managers...`) and a candidate's personal
 * managers (`/api/dashboard/candidate/{id}/manager...`), both recruiter calls.
 */
import { z } from 'zod';
import { dbId, dbIdParam, IdParamsSchema } from './common.ts';
import { ruPositionManagers } from '../i18n/ru/position-managers.ts';

const t = ruPositionManagers;
const userId = dbId(t.userId);

export const PositionManagerParamsSchema = IdParamsSchema.extend({
  uid: dbIdParam(),
});

/** One manager of a position; `candidates_count`: candidates of this position assigned to them personally. */
export const PositionManagerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  active: z.boolean(),
  candidates_count: z.number(),
});
export type PositionManager = z.infer<typeof PositionManagerSchema>;
export const PositionManagersResponseSchema = z.object({ data: z.array(PositionManagerSchema) });

export const AddPositionManagerSchema = z.object({ user_id: userId });
export const PositionManagerStatusSchema = z.object({ active: z.boolean({ error: t.active }) });

/** `?search=` over name and e-mail. */
export const ManagerSearchQuerySchema = z.object({
  search: z.string().trim().max(100, { error: t.search }).optional(),
});

export const ManagerChoiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
});
export type ManagerChoice = z.infer<typeof ManagerChoiceSchema>;
export const AvailableManagersResponseSchema = z.object({ data: z.array(ManagerChoiceSchema) });

/** A manager who may be assigned to a candidate: `on_position` an active manager of the candidate's position, `assigned` already theirs. */
export const CandidateManagerChoiceSchema = ManagerChoiceSchema.extend({
  on_position: z.boolean(),
  assigned: z.boolean(),
});
export const CandidateManagerChoicesResponseSchema = z.object({
  data: z.array(CandidateManagerChoiceSchema),
});

/** `PUT /api/dashboard/candidate/{id}/manager`: the candidate's personal managers, all of them (an empty list clears). */
export const SetCandidateManagersSchema = z.object({
  user_ids: z.array(userId, { error: t.userIds }).max(50, { error: t.userIds }),
});
export const CandidateManagersResponseSchema = z.object({ data: z.array(ManagerChoiceSchema) });
