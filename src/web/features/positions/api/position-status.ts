/** `PUT /api/dashboard/vacancies/{id}/status`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionDetailResponseSchema } from '#shared/contracts/positions.ts';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const changePositionStatus = ({ id, status }: { id: number; status: VacancyStatus }) =>
  apiRequest<typeof PositionDetailResponseSchema>(`/api/dashboard/vacancies/${id}/status`, {
    method: 'PUT',
    body: { status },
  });

export function useChangePositionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePositionStatus,
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData(['positions', 'detail', id], answer);
      void queryClient.invalidateQueries({ queryKey: ['positions', 'list'] });
    },
  });
}
