/** `PUT /api/dashboard/candidate/{id}/stage/{n}`: JSON, or multipart when the offer document goes along. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffStagesResponseSchema, StageUpdateInput } from '#shared/contracts/candidate-stages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { uploadForm } from '#web/lib/upload.ts';
import { candidateKey } from './candidate-card.ts';

export type StageUpdate = { n: number; input: StageUpdateInput; file?: File | null };

export function updateStage(id: number, { n, input, file }: StageUpdate) {
  const url = `/api/dashboard/candidate/${id}/stage/${n}`;
  if (!file) return apiRequest<typeof StaffStagesResponseSchema>(url, { method: 'PUT', body: input });
  return uploadForm<typeof StaffStagesResponseSchema>(url, {
    method: 'PUT',
    form: () => {
      // Text fields first: the server checks them before reading the file.
      const form = new FormData();
      form.append('status', input.status);
      if (input.slot) form.append('slot', JSON.stringify(input.slot));
      if (input.note) form.append('note', input.note);
      form.append('file', file, file.name);
      return form;
    },
  });
}

export function useUpdateStage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: StageUpdate) => updateStage(id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKey(id) }),
  });
}
