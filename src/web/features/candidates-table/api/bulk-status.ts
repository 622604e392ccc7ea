/** `PUT /api/dashboard/candidates/statuses` (recruiter): one stage status for the selected candidates. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStatusResponseSchema, BulkStatusInput } from '#shared/contracts/candidates-table.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusInput) =>
      apiRequest<typeof BulkStatusResponseSchema>('/api/dashboard/candidates/statuses', {
        method: 'PUT',
        body: input,
      }),
    // The rows, their previews and their cards all show the stage: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
