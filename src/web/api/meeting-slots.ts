import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
 * `PUT /api/screening/slot`: book or move. The stage and its slot change, and a notice arrives, so
 * the screening queries and the unread count are read again; a 409 (the time was taken or cancelled
 * meanwhile) reads the open times again too.
 */
export function useBookSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) =>
      apiRequest<typeof ParticipantSlotsResponseSchema>('/api/screening/slot', {
        method: 'PUT',
        body: { slot_id: slotId },
      }),
    onSuccess: (res) => {
      queryClient.setQueryData(meetingSlotsQuery.queryKey, res.data);
      void queryClient.invalidateQueries({ queryKey: ['screening', 'stages'] });
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: meetingSlotsQuery.queryKey }),
  });
}
