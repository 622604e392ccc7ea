import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingStateSchema } from '#shared/contracts/testing.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { screeningStagesQuery } from '../../../api/screening-stages.ts';
import { testingTimerQuery } from './testing-timer.ts';

/** `POST /api/screening/stage/testing/start`: starts the timer (a running test is answered as it is). */
export function postTestingStart() {
  return apiRequest<typeof TestingStateSchema>('/api/screening/stage/testing/start', { method: 'POST' });
}

export function useTestingStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTestingStart,
    onSuccess: (state) => {
      queryClient.setQueryData(testingTimerQuery.queryKey, state);
      void queryClient.invalidateQueries({ queryKey: screeningStagesQuery.queryKey });
    },
  });
}
