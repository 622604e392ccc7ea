import { Progress } from '#web/components/ui/progress.tsx';
import { FileInput } from '#web/components/ui/file-input.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useState } from 'react';
import type { AttachResponse } from '#shared/contracts/apply.ts';
import type { VcvInterviewQuestion } from '#shared/contracts/vcv.ts';
import { ruVcv } from '#shared/i18n/ru/vcv.ts';
import { ruWebErrors } from '#shared/i18n/ru/ui/errors.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { uploadVcvAnswer } from '../../api/vcv-answer-upload.ts';
import { useVcvFileCheck } from '../../api/vcv-file-check.ts';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

const t = ruVcv.panel;

/**
 * One question answered with a video recorded beforehand (no camera, or no permission): the file is
 * checked by name and size first (`/attach/check`), then sent with a progress bar; a failed upload
 * keeps the chosen file for «Повторить отправку».
 */
export function FileQuestion(props: {
  question: VcvInterviewQuestion;
  total: number;
  onAnswered: (res: AttachResponse) => void;
}) {
  const { question, total } = props;
  const [file, setFile] = useState<File | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const check = useVcvFileCheck();

  async function choose(chosen: File | null) {
    setFile(null);
    setCheckError(null);
    setUploadError(null);
    if (!chosen) return;
    try {
      const verdict = await check.mutateAsync({ name: chosen.name, size: chosen.size });
      if (verdict.ok) setFile(chosen);
      else setCheckError(verdict.message);
    } catch (e) {
      setCheckError(errorMessage(e));
    }
  }

  async function send() {
    if (!file) return;
    setProgress(0);
    setUploadError(null);
    try {
      props.onAnswered(
        await uploadVcvAnswer({
          question: question.index,
          blob: file,
          fileName: file.name,
          onProgress: setProgress,
        }),
      );
    } catch (e) {
      setUploadError(errorMessage(e) === ruWebErrors.network ? t.uploadFailed : errorMessage(e));
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <Stack gap="sm">
      <Title order={4}>{t.question(question.index + 1, total)}</Title>
      <Text fw={500}>{question.text}</Text>
      <Text size="sm" c="dimmed">
        {t.questionFacts(question.think_seconds, question.answer_seconds, question.retakes)}
      </Text>
      <FileInput
        label={t.fileLabel(question.index + 1)}
        description={t.fileHint}
        accept="video/*"
        clearable
        disabled={uploading || check.isPending}
        error={checkError}
        onChange={(f) => void choose(f)}
      />
      {uploadError && (
        <Alert color="red" role="alert">
          {uploadError}
        </Alert>
      )}
      {uploading ? (
        <Stack gap={4}>
          <Text size="sm">{t.uploading}</Text>
          <Progress size="lg" value={progress} aria-label={t.uploadProgress} animated />
        </Stack>
      ) : (
        <Group>
          <Button onClick={() => void send()} disabled={!file} loading={check.isPending}>
            {uploadError ? t.retryUpload : t.fileSend}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
