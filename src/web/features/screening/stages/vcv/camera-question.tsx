import { Progress } from '#web/components/ui/progress.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useEffect, useRef, useState } from 'react';
import type { AttachResponse } from '#shared/contracts/apply.ts';
import type { VcvInterviewQuestion } from '#shared/contracts/vcv.ts';
import { ruVcv } from '#shared/i18n/ru/vcv.ts';
import { ruWebErrors } from '#shared/i18n/ru/ui/errors.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { uploadVcvAnswer } from '../../api/vcv-answer-upload.ts';
import { answerFileName, startRecording, type Recording } from './media.ts';
import { useCountdown } from '#web/lib/countdown.ts';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

const t = ruVcv.panel;
type Phase = 'think' | 'recording' | 'preview' | 'uploading' | 'failed';

/** The live camera picture (muted: the participant must not hear themselves). */
function LiveCamera({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      muted
      playsInline
      aria-label={ruVcv.panel.cameraPreview}
      style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }}
    />
  );
}

/**
 * One question recorded with the camera: think, record (stopped by the participant or the answer
 * time), watch it back, then send it or record again while retakes last. A failed upload keeps the
 * recording, so «Повторить отправку» sends the same answer again without recording it anew.
 *
 * Recording again before sending also spends a retake: the server can only count uploads, so the
 * page keeps the rest of the rule.
 */
export function CameraQuestion(props: {
  question: VcvInterviewQuestion;
  total: number;
  stream: MediaStream;
  onAnswered: (res: AttachResponse) => void;
}) {
  const { question, total, stream } = props;
  const [phase, setPhase] = useState<Phase>('think');
  const [retakesLeft, setRetakesLeft] = useState(question.retakes_left);
  const [answer, setAnswer] = useState<{ blob: Blob; url: string; mimeType: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const recording = useRef<Recording | null>(null);

  // With no time to think (0 s) the countdown ends at its first tick and the recording starts.
  const thinkLeft = useCountdown(question.think_seconds, phase === 'think' ? 'now' : null, {
    stepMs: 250,
    onDone: () => record(),
  });
  const answerLeft = useCountdown(question.answer_seconds, phase === 'recording' ? 'now' : null, {
    stepMs: 250,
    onDone: () => void stop(),
  });

  function record() {
    if (recording.current) return;
    try {
      recording.current = startRecording(stream);
      setError(null);
      setPhase('recording');
    } catch {
      setError(t.recorderFailed);
    }
  }

  // The object URL of the preview is released when the answer is replaced or the question left.
  useEffect(() => () => (answer ? URL.revokeObjectURL(answer.url) : undefined), [answer]);
  useEffect(() => () => void recording.current?.stop().catch(() => undefined), []);

  async function stop() {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    try {
      const blob = await current.stop();
      setAnswer({ blob, url: URL.createObjectURL(blob), mimeType: current.mimeType });
      setError(null);
      setPhase('preview');
    } catch {
      setError(t.recorderFailed);
      setPhase('think'); // nothing to send: think and record again
    }
  }

  async function send() {
    if (!answer) return;
    setPhase('uploading');
    setProgress(0);
    setError(null);
    try {
      const res = await uploadVcvAnswer({
        question: question.index,
        blob: answer.blob,
        fileName: answerFileName(question.index, answer.mimeType),
        onProgress: setProgress,
      });
      props.onAnswered(res);
    } catch (e) {
      setError(errorMessage(e) === ruWebErrors.network ? t.uploadFailed : errorMessage(e));
      setPhase('failed');
    }
  }

  function retake() {
    setRetakesLeft((n) => n - 1);
    setAnswer(null);
    setError(null);
    setPhase('think');
  }

  const retakeButton = (
    <Button variant="default" onClick={retake} disabled={retakesLeft <= 0}>
      {retakesLeft > 0 ? t.retake(retakesLeft) : t.noRetakesLeft}
    </Button>
  );

  return (
    <Stack gap="sm">
      <Title order={4}>{t.question(question.index + 1, total)}</Title>
      <Text fw={500}>{question.text}</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {(phase === 'think' || phase === 'recording') && <LiveCamera stream={stream} />}
      {phase === 'think' && (
        <Group justify="space-between" wrap="wrap">
          <Text role="timer" aria-live="polite">
            {t.thinking}: {t.timeLeft(thinkLeft)}
          </Text>
          <Button onClick={record}>{t.startNow}</Button>
        </Group>
      )}
      {phase === 'recording' && (
        <Group justify="space-between" wrap="wrap">
          <Text role="timer" aria-live="polite" c="red" fw={600}>
            ● {t.recording}: {t.timeLeft(answerLeft)}
          </Text>
          <Button color="red" onClick={() => void stop()}>
            {t.stop}
          </Button>
        </Group>
      )}
      {answer && phase !== 'think' && phase !== 'recording' && (
        <video
          src={answer.url}
          controls
          playsInline
          aria-label={t.preview}
          style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }}
        />
      )}
      {phase === 'preview' && (
        <Group wrap="wrap">
          <Button onClick={() => void send()}>{t.send}</Button>
          {retakeButton}
        </Group>
      )}
      {phase === 'uploading' && (
        <Stack gap={4}>
          <Text size="sm">{t.uploading}</Text>
          <Progress size="lg" value={progress} aria-label={t.uploadProgress} animated />
        </Stack>
      )}
      {phase === 'failed' && (
        <Group wrap="wrap">
          <Button onClick={() => void send()}>{t.retryUpload}</Button>
          {retakeButton}
        </Group>
      )}
    </Stack>
  );
}
