import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import type { OfferDecisionInput } from '#shared/contracts/screening.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `PUT /api/screening/stage/offer/decision`: accept or decline the offer. */
export function putOfferDecision(body: { accept: boolean; reason?: OfferDecisionInput['reason'] }) {
  return apiRequest<typeof OkSchema>('/api/screening/stage/offer/decision', { method: 'PUT', body });
}

/** The stages change (and, on declining, the screening ends): both screening queries are refetched. */
export function useOfferDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOfferDecision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['screening'] }),
  });
}
