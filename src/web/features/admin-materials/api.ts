/** The admin's learning materials: list, create/update (multipart with `data` and a `media` file), delete. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import type {
  MaterialListResponseSchema,
  MaterialResponseSchema,
  MaterialKind,
} from '#shared/contracts/materials.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { uploadForm } from '#web/lib/upload.ts';

export const adminMaterialsQuery = queryOptions({
  queryKey: ['materials', 'admin'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof MaterialListResponseSchema>('/api/dashboard/materials', { signal })).data,
});

export type MaterialFormData = {
  kind: MaterialKind;
  title: string;
  text: string;
  link: string;
  stages: number[];
  remove_media: boolean;
};

export type SaveMaterialInput = {
  id?: number;
  data: MaterialFormData;
  media: File | null;
  onProgress?: (percent: number) => void;
};

/** The text fields go first, so the server refuses a bad form before reading a byte of the file. */
export function saveMaterial({ id, data, media, onProgress }: SaveMaterialInput) {
  return uploadForm<typeof MaterialResponseSchema>(
    id === undefined ? '/api/dashboard/materials/create' : `/api/dashboard/materials/update/${id}`,
    {
      ...(onProgress ? { onProgress } : {}),
      form: () => {
        const form = new FormData();
        form.append('data', JSON.stringify(data));
        if (media) form.append('media', media, media.name);
        return form;
      },
    },
  );
}

export function useSaveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMaterial,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['materials'] }),
  });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<typeof OkSchema>(`/api/dashboard/materials/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['materials'] }),
  });
}
