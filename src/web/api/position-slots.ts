/**
 * A position's meeting times (decision 031): `GET/POST /api/dashboard/vacancies/{id}/slots`, cancel,
 * the cut-off; and the positions whose manager-interview times the caller publishes. Used by the
 * recruiter's position page and the manager's interview times.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InterviewPositionsResponseSchema,
  SlotCreateSchema,
  StaffSlotsResponseSchema,
} from '#shared/contracts/meeting-slots.ts';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';

export const positionSlotsQuery = (id: number) =>
  queryOptions({
    queryKey: ['positions', 'slots', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof StaffSlotsResponseSchema>(`/api/dashboard/vacancies/${id}/slots`, { signal }),
  });

export const usePositionSlots = (id: number) => useQuery(positionSlotsQuery(id));

/** `GET /api/dashboard/vacancies/manager-interviews`: a manager's positions with a manager interview. */
export const interviewPositionsQuery = queryOptions({
  queryKey: ['positions', 'manager-interviews'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<typeof InterviewPositionsResponseSchema>(
        '/api/dashboard/vacancies/manager-interviews',
        {
          signal,
        },
      )
    ).data,
});

/** Every change answers with the position's slots: the cache takes them as they are. */
function useSlotsChange<V>(id: number, call: (v: V) => Promise<z.infer<typeof StaffSlotsResponseSchema>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => queryClient.setQueryData(positionSlotsQuery(id).queryKey, data),
  });
}

export const usePublishSlot = (id: number) =>
  useSlotsChange(id, (body: z.input<typeof SlotCreateSchema>) =>
    apiRequest<typeof StaffSlotsResponseSchema>(`/api/dashboard/vacancies/${id}/slots`, {
      method: 'POST',
      body,
    }),
  );

export const useCancelSlot = (id: number) =>
  useSlotsChange(id, (slotId: number) =>
    apiRequest<typeof StaffSlotsResponseSchema>(`/api/dashboard/vacancies/${id}/slots/${slotId}/cancel`, {
      method: 'POST',
    }),
  );

export const useSlotCutoff = (id: number) =>
  useSlotsChange(id, (hours: number) =>
    apiRequest<typeof StaffSlotsResponseSchema>(`/api/dashboard/vacancies/${id}/slot-cutoff`, {
      method: 'PUT',
      body: { hours },
    }),
  );
