/** `POST /api/screening/stage/2/attach` with one video answer (`question` + `file`), with upload progress. */
import { useQueryClient } from '@tanstack/react-query';
import type { AttachResponseSchema, AttachResponse } from '#shared/contracts/apply.ts';
import { ruVcv } from '#shared/i18n/ru/vcv.ts';
import { uploadForm } from '#web/lib/upload.ts';

export type VcvAnswerUpload = {
  question: number;
  blob: Blob;
  fileName: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** Uploads one answer; resolves with the file and the stage's status after it (`eval` after the last). */
export function uploadVcvAnswer(upload: VcvAnswerUpload): Promise<AttachResponse> {
  return uploadForm<typeof AttachResponseSchema>('/api/screening/stage/2/attach', {
    onProgress: upload.onProgress,
    signal: upload.signal,
    // A failed upload is retried from the kept recording, in place: no trip to /500.
    serverErrorMessage: ruVcv.panel.uploadFailed,
    form: () => {
      const form = new FormData();
      form.append('question', String(upload.question));
      form.append('file', upload.blob, upload.fileName);
      return form;
    },
  });
}

/** After an answer: the interview (answered, retakes) and, after the last, the stages change. */
export function useInvalidateAfterAnswer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['screening'] });
}
