/**
 * `POST /api/dashboard/posts/create`, `.../create-carousel` and `.../update/{id}`: multipart, the
 * fields as JSON in `data` first, then each new file under `media`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostResponseSchema } from '#shared/contracts/posts.ts';
import { uploadForm } from '#web/lib/upload.ts';

export type SavePostInput = {
  id?: number;
  carousel?: boolean;
  data: Record<string, unknown>;
  files: File[];
  onProgress?: (p: number) => void;
};

export function savePost({ id, carousel, data, files, onProgress }: SavePostInput) {
  const path = id !== undefined ? `update/${id}` : carousel ? 'create-carousel' : 'create';
  return uploadForm<typeof AdminPostResponseSchema>(`/api/dashboard/posts/${path}`, {
    onProgress,
    form: () => {
      const form = new FormData();
      form.append('data', JSON.stringify(data));
      for (const f of files) form.append('media', f, f.name);
      return form;
    },
  });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin-posts', 'list'] }),
  });
}
