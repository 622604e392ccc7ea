/** Self-booked meetings (decision 031; docs/api-access.md): staff publish times on a position, the participant books one. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/contracts/common.ts';
import {
  BookSlotSchema,
  InterviewPositionsResponseSchema,
  ParticipantSlotsResponseSchema,
  SlotConflictSchema,
  SlotCreateSchema,
  SlotCutoffSchema,
  SlotParamsSchema,
  StaffSlotsResponseSchema,
} from '#shared/contracts/meeting-slots.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { bookSlot, participantSlots } from './participant-slots.service.ts';
import { cancelBooking, sayNoTimeSuits } from './participant-slot-requests.service.ts';
import { cancelSlot, createSlot, interviewPositions, listSlots, setCutoff } from './staff-slots.service.ts';

const staffTags = ['dashboard: positions'];
const tags = ['screening'];

export function meetingSlotsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/dashboard/vacancies/:id/slots';

  r.get('/api/dashboard/vacancies/manager-interviews', {
    config: { access: 'staff' },
    schema: { tags: staffTags, response: { 200: InterviewPositionsResponseSchema } },
    handler: async (request) => ({ data: await interviewPositions(deps.db, signedIn(request)) }),
  });

  r.get(base, {
    config: { access: 'staff' },
    schema: { tags: staffTags, params: IdParamsSchema, response: { 200: StaffSlotsResponseSchema } },
    handler: async (request) => listSlots(deps.db, signedIn(request), request.params.id),
  });

  r.post(base, {
    config: { access: 'staff' },
    schema: {
      tags: staffTags,
      params: IdParamsSchema,
      body: SlotCreateSchema,
      response: { 201: StaffSlotsResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createSlot(deps.db, signedIn(request), request.params.id, request.body)),
  });

  r.post(`${base}/:slotId/cancel`, {
    config: { access: 'staff' },
    schema: { tags: staffTags, params: SlotParamsSchema, response: { 200: StaffSlotsResponseSchema } },
    handler: async (request) => cancelSlot(deps, signedIn(request), request.params.id, request.params.slotId),
  });

  r.put('/api/dashboard/vacancies/:id/slot-cutoff', {
    config: { access: 'recruiter' },
    schema: {
      tags: staffTags,
      params: IdParamsSchema,
      body: SlotCutoffSchema,
      response: { 200: StaffSlotsResponseSchema },
    },
    handler: async (request) => setCutoff(deps.db, signedIn(request), request.params.id, request.body.hours),
  });

  r.get('/api/screening/slots', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: ParticipantSlotsResponseSchema } },
    handler: async (request) => participantSlots(deps.db, signedIn(request).id),
  });

  r.put('/api/screening/slot', {
    config: { access: 'participant' },
    schema: {
      tags,
      description:
        '409 when the slot filled up or was cancelled meanwhile: the message and the times still open.',
      body: BookSlotSchema,
      response: { 200: ParticipantSlotsResponseSchema, 409: SlotConflictSchema },
    },
    handler: async (request, reply) => {
      const result = await bookSlot(deps, signedIn(request).id, request.body.slot_id);
      if (!result.ok) return reply.code(409).send({ message: result.message, slots: result.slots });
      return { data: result.data };
    },
  });

  r.delete('/api/screening/slot', {
    config: { access: 'participant' },
    schema: {
      tags,
      description:
        '«Не смогу прийти»: the booking is given up before the cut-off, the stage waits for a new time and the recruiter is told; 422 with nothing booked, a time staff set, or past the cut-off.',
      response: { 200: ParticipantSlotsResponseSchema },
    },
    handler: async (request) => ({ data: await cancelBooking(deps, signedIn(request).id) }),
  });

  r.post('/api/screening/slot/no-time', {
    config: { access: 'participant' },
    schema: {
      tags,
      description:
        '«Нет подходящего времени»: the recruiter is told once until a booking answers it; 422 without a meeting stage whose times the position publishes.',
      response: { 200: ParticipantSlotsResponseSchema },
    },
    handler: async (request) => ({ data: await sayNoTimeSuits(deps, signedIn(request).id) }),
  });
}
