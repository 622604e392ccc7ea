/**
 * `POST /api/dashboard/vacancies/create`, `update/{id}` and `update-opened/{id}` (an open position:
 * no pipeline). Multipart: the fields as JSON in `data`, then an optional `cover` image.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionDetailResponseSchema } from '#shared/contracts/positions.ts';
import { uploadForm } from '#web/lib/upload.ts';

export type SavePositionInput = {
  id?: number;
  opened?: boolean;
  data: Record<string, unknown>;
  cover?: File | null;
};

export function savePosition({ id, opened, data, cover }: SavePositionInput) {
  const path = id === undefined ? 'create' : opened ? `update-opened/${id}` : `update/${id}`;
  const body = opened ? { ...data, stages: undefined } : data;
  return uploadForm<typeof PositionDetailResponseSchema>(`/api/dashboard/vacancies/${path}`, {
    form: () => {
      const form = new FormData();
      form.append('data', JSON.stringify(body));
      if (cover) form.append('cover', cover, cover.name);
      return form;
    },
  });
}

export function useSavePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePosition,
    onSuccess: (answer) => {
      queryClient.setQueryData(['positions', 'detail', answer.data.id], answer);
      void queryClient.invalidateQueries({ queryKey: ['positions', 'list'] });
    },
  });
}
