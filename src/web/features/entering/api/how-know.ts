import { useMutation } from '@tanstack/react-query';
import { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `PUT /api/users/feedback/how-know`: clears the user's `need_how_know`. */
export function putHowKnow(body: { source: string; comment?: string }) {
  return apiRequest('/api/users/feedback/how-know', { method: 'PUT', body, schema: OkSchema });
}

export function useHowKnow() {
  return useMutation({ mutationFn: putHowKnow });
}
