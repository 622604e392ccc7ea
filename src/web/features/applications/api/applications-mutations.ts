/** The admin's changes to applications: bulk status, moving to another position, a message to participants. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationsStatusesResponseSchema,
  PushMessageResponseSchema,
  ReassignResponseSchema,
  ApplicationsStatusesInput,
  PushMessageInput,
} from '#shared/contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The list and the top bar's badge both change with any of these. */
function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['screening', 'applications'] });
}

export function useBulkApplicationStatus() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (body: ApplicationsStatusesInput) =>
      apiRequest<typeof ApplicationsStatusesResponseSchema>('/api/screening/applications/statuses', {
        method: 'PUT',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useReassignApplication() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: ({ id, vacancyId }: { id: number; vacancyId: number }) =>
      apiRequest<typeof ReassignResponseSchema>(`/api/screening/user/${id}/vacancy`, {
        method: 'PUT',
        body: { vacancy_id: vacancyId },
      }),
    onSuccess: refresh,
  });
}

export function usePushMessage() {
  return useMutation({
    mutationFn: (body: PushMessageInput) =>
      apiRequest<typeof PushMessageResponseSchema>('/api/messages/push-message', { method: 'POST', body }),
  });
}
