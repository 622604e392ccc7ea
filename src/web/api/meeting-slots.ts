import { queryOptions } from '@tanstack/react-query';
import type { ParticipantSlotsResponseSchema } from '#shared/contracts/meeting-slots.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `GET /api/screening/slots`: the open meeting stage's times (null: none to pick). Read for the first
 * screen by the loaders of /progress and /mobile when the active stage `showsSlots`.
 */
export const meetingSlotsQuery = queryOptions({
  queryKey: ['screening', 'slots'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof ParticipantSlotsResponseSchema>('/api/screening/slots', { signal })).data,
  staleTime: 30_000,
});

/**
 * `PUT /api/screening/slot`: book the slot, or move the booking to it. A 409 (the time was taken or
 * cancelled meanwhile) carries the message; /progress's form shows it (progress/slot-action.ts).
 */
export function putSlot(slotId: number) {
  return apiRequest<typeof ParticipantSlotsResponseSchema>('/api/screening/slot', {
    method: 'PUT',
    body: { slot_id: slotId },
  });
}

/** `DELETE /api/screening/slot`: «Не смогу прийти», the booking given up before the cut-off (decision 067). */
export function deleteSlot() {
  return apiRequest<typeof ParticipantSlotsResponseSchema>('/api/screening/slot', { method: 'DELETE' });
}

/** `POST /api/screening/slot/no-time`: «Нет подходящего времени», the recruiter is told (decision 067). */
export function postNoTime() {
  return apiRequest<typeof ParticipantSlotsResponseSchema>('/api/screening/slot/no-time', { method: 'POST' });
}
