import { useMutation } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `PUT /api/users/feedback/how-know`: clears the user's `need_how_know`. */
export function putHowKnow(body: { source: string; comment?: string }) {
  return apiRequest<typeof OkSchema>('/api/users/feedback/how-know', { method: 'PUT', body });
}

export function useHowKnow() {
  return useMutation({ mutationFn: putHowKnow });
}
