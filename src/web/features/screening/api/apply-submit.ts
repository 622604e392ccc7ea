/** `POST /api/screening/apply` (multipart, with upload progress: a CV can be 10 MB on a phone). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyResponseSchema, ApplyResponse } from '#shared/contracts/apply.ts';
import { uploadForm } from '#web/lib/upload.ts';

export type ApplyInput = {
  vacancyId: number;
  answers: Record<string, string>;
  cv: { file: File } | { link: string };
  onProgress?: (percent: number) => void;
};

/** Sends the application; resolves with the new record `{ id, status }`. */
export function submitApplication(input: ApplyInput): Promise<ApplyResponse> {
  return uploadForm<typeof ApplyResponseSchema>('/api/screening/apply', {
    onProgress: input.onProgress,
    form: () => {
      const form = new FormData();
      form.append('vacancy_id', String(input.vacancyId));
      form.append('answers', JSON.stringify(input.answers));
      if ('link' in input.cv) form.append('cv_link', input.cv.link);
      else form.append('cv', input.cv.file, input.cv.file.name);
      return form;
    },
  });
}

/** The mutation; on success the screening area is read again (the participant now has one). */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['screening'] }),
  });
}
