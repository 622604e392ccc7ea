import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingSubmitResponseSchema } from '#shared/contracts/testing.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { screeningStagesQuery } from '../../../api/screening-stages.ts';
import { testingTimerQuery } from './testing-timer.ts';

/** `POST /api/screening/stage/testing/submit`: scores the test; a test already ended answers its result. */
export function postTestingSubmit() {
  return apiRequest<typeof TestingSubmitResponseSchema>('/api/screening/stage/testing/submit', {
    method: 'POST',
  });
}

export function useTestingSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTestingSubmit,
    // Succeeded or not (the time may just have run out), the server's view is what to show next.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: testingTimerQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: screeningStagesQuery.queryKey });
    },
  });
}
