import { useMutation } from '@tanstack/react-query';
import type { TestingAnswerResponseSchema, TestingAnswerBody } from '#shared/contracts/testing.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `PUT /api/screening/stage/testing/answer`: keeps one answer (refused once the time is up). */
export function putTestingAnswer(body: TestingAnswerBody) {
  return apiRequest<typeof TestingAnswerResponseSchema>('/api/screening/stage/testing/answer', {
    method: 'PUT',
    body,
  });
}

export function useTestingAnswer() {
  return useMutation({ mutationFn: putTestingAnswer });
}
