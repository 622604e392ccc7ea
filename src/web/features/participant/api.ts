/** The participant's profile, consent, materials and usability survey: queries and mutations. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import type {
  MaterialResponseSchema,
  ParticipantMaterialsResponseSchema,
} from '#shared/contracts/materials.ts';
import type { ProfileResponseSchema } from '#shared/contracts/profile.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { userInfoQuery } from '#web/lib/session.ts';

/** `GET /api/users/profile`. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof ProfileResponseSchema>('/api/users/profile', { signal })).data,
  staleTime: 60_000,
});

/** `GET /api/materials`: the current stage's materials, then the general ones. */
export const materialsQuery = queryOptions({
  queryKey: ['materials', 'mine'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof ParticipantMaterialsResponseSchema>('/api/materials', { signal })).data,
  staleTime: 60_000,
});

/** `GET /api/materials/{id}`: one material with its text. */
export const materialQuery = (id: number) =>
  queryOptions({
    queryKey: ['materials', 'one', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof MaterialResponseSchema>(`/api/materials/${id}`, { signal })).data,
    staleTime: 60_000,
  });

/** `DELETE /api/users/consent` with its confirmation: the account is erased and the session ends. */
export function useWithdrawConsent() {
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof OkSchema>('/api/users/consent', { method: 'DELETE', body: { confirm: true } }),
  });
}

/** `PUT /api/users/feedback/usability`: a score and a comment, or skipped; either way not asked again. */
export function useUsabilityAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { score?: number; comment?: string; skipped?: boolean }) =>
      apiRequest<typeof OkSchema>('/api/users/feedback/usability', { method: 'PUT', body }),
    onSettled: () =>
      queryClient.setQueryData(userInfoQuery.queryKey, (old) =>
        old ? { ...old, usability_due: false } : old,
      ),
  });
}
