import { useMutation } from '@tanstack/react-query';
import type { CheckResponseSchema } from '#shared/contracts/apply.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /api/screening/cv/link/check`: does the link look like a résumé (judged by the address only)? */
export function checkCvLinkRemote(cvLink: string) {
  return apiRequest<typeof CheckResponseSchema>('/api/screening/cv/link/check', {
    method: 'POST',
    body: { cv_link: cvLink },
  });
}

export function useCvLinkCheck() {
  return useMutation({ mutationFn: checkCvLinkRemote });
}
