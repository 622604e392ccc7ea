import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingSubmitResponseSchema } from '#shared/contracts/testing.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { setPickedStage } from '#web/lib/client-state.ts';
import { screeningStagesQuery } from '../../../api/screening-stages.ts';

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
    // The score first: /progress stays on the test, not on the stage a pass opens, and the survey
    // it asks waits until the participant goes on (progress-page.tsx).
    onSuccess: () => {
      const at = queryClient
        .getQueryData(screeningStagesQuery.queryKey)
        ?.findIndex((s) => s.type === 'TESTING');
      if (at !== undefined && at >= 0) setPickedStage(at);
    },
    // Succeeded or not (the time may just have run out), the server's view is what to show next: the
    // test, the stages, the survey due.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['screening'] }),
  });
}
