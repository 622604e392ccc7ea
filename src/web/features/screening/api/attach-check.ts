import { useMutation } from '@tanstack/react-query';
import type { CheckResponseSchema, AttachCheckBody } from '#shared/contracts/apply.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /api/screening/attach/check`: would a file of this kind, name and size be accepted? */
export function checkAttachment(body: AttachCheckBody) {
  return apiRequest<typeof CheckResponseSchema>('/api/screening/attach/check', { method: 'POST', body });
}

export function useAttachCheck() {
  return useMutation({ mutationFn: checkAttachment });
}
