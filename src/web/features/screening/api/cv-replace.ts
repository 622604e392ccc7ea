import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvResponseSchema, CvResponse } from '#shared/contracts/apply.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { uploadForm } from '#web/lib/upload.ts';

export type CvReplaceInput = {
  cv: { file: File } | { link: string };
  onProgress?: (percent: number) => void;
};

/** `POST /api/screening/stage/1/cv` (a file, with progress) or `/stage/1/cv/link`: a new CV while the screening is evaluated. */
export function replaceCv(input: CvReplaceInput): Promise<CvResponse> {
  const { cv } = input;
  if ('link' in cv)
    return apiRequest<typeof CvResponseSchema>('/api/screening/stage/1/cv/link', {
      method: 'POST',
      body: { cv_link: cv.link },
    });
  return uploadForm<typeof CvResponseSchema>('/api/screening/stage/1/cv', {
    onProgress: input.onProgress,
    form: () => {
      const form = new FormData();
      form.append('cv', cv.file, cv.file.name);
      return form;
    },
  });
}

export function useReplaceCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['screening'] }),
  });
}
