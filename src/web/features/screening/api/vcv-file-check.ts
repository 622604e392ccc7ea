import { useMutation } from '@tanstack/react-query';
import type { CheckResponseSchema } from '#shared/contracts/apply.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /api/screening/attach/check`: would this video be taken (by name and size), and if not, why. */
export function postVcvFileCheck(file: { name: string; size: number }) {
  return apiRequest<typeof CheckResponseSchema>('/api/screening/attach/check', {
    method: 'POST',
    body: { kind: 'video', name: file.name, size: file.size },
  });
}

export function useVcvFileCheck() {
  return useMutation({ mutationFn: postVcvFileCheck });
}
