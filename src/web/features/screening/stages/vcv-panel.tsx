import { List, ListItem } from '#web/components/ui/typography.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useEffect, useState } from 'react';
import type { AttachResponse } from '#shared/contracts/apply.ts';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ruVcv } from '#shared/i18n/ru/vcv.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useInvalidateAfterAnswer } from '../api/vcv-answer-upload.ts';
import { useVcvInterview } from '../api/vcv-interview.ts';
import { CameraCheck } from './vcv/camera-check.tsx';
import { stopStream } from './vcv/media.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { NeedsScripts } from '#web/components/needs-scripts.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

/** Recording an answer, or sending a file instead: their code loads once the interview starts. */
const CameraQuestion = lazyPart(() => import('./vcv/camera-question.tsx').then((m) => m.CameraQuestion));
const FileQuestion = lazyPart(() => import('./vcv/file-question.tsx').then((m) => m.FileQuestion));

const t = ruVcv.panel;
/** The panel owns the stage's text on /progress: the statuses with nothing to do say how it stands. */
const OTHER_STATUS_TEXT: Partial<Record<ParticipantStage['status'], string>> = {
  none: ruJourney.notOpen,
  success: ruJourney.passed,
  denied_final: ruJourney.refused,
  denied_add: ruJourney.refused,
  reserved: ruJourney.reserved,
  cancel: ruJourney.cancelled,
};

function Sent() {
  return (
    <Alert color="green" title={t.sent} role="status">
      {t.sentText}
    </Alert>
  );
}

/**
 * The video-CV stage on /progress. While it waits for the participant: what the interview is, a
 * camera check, then each unanswered question recorded and sent on its own (or, without a camera,
 * a video file per question). After the last answer the stage is `eval`: «Ответы отправлены».
 */
export function VcvPanel({ stage }: { stage: ParticipantStage }) {
  const awaiting = stage.status === 'awaiting';
  const interview = useVcvInterview(awaiting);
  const invalidate = useInvalidateAfterAnswer();
  const [mode, setMode] = useState<'intro' | 'camera' | 'file'>('intro');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [justAnswered, setJustAnswered] = useState<number[]>([]);
  const [sent, setSent] = useState(false);

  // The camera is let go when the panel goes (or the interview ends).
  useEffect(() => () => stopStream(stream), [stream]);

  if (stage.status === 'eval' || sent) return <Sent />;
  if (stage.status === 'expired_awaiting') return <Alert color="orange">{t.expired}</Alert>;
  if (!awaiting) {
    const other = OTHER_STATUS_TEXT[stage.status];
    return other ? <Text>{other}</Text> : null;
  }
  if (interview.isPending) return <Loader size="sm" aria-label={ruWebShell.loading} />;
  if (interview.isError) {
    return (
      <Alert color="red" title={t.loadFailed} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(interview.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void interview.refetch()}>
            {t.retryLoad}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { questions } = interview.data;
  if (questions.length === 0) return <Alert color="gray">{t.noQuestions}</Alert>;
  const isDone = (i: number) => questions[i]!.answered || justAnswered.includes(i);
  const next = questions.find((q) => !isDone(q.index));
  if (!next) return <Sent />;

  function answered(res: AttachResponse, index: number) {
    setJustAnswered((list) => [...list, index]);
    if (res.stage.status !== 'awaiting') {
      setSent(true);
      stopStream(stream);
    }
    void invalidate();
  }

  // Each question's own times: they differ from question to question (issue 31, item 5).
  const progressList = (
    <List listStyleType="none" spacing={4} aria-label={t.title}>
      {questions.map((q) => (
        <ListItem key={q.index}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{t.question(q.index + 1, questions.length)}</Text>
            <Badge color={isDone(q.index) ? 'green' : 'gray'} variant="light">
              {isDone(q.index) ? t.answered : t.pending}
            </Badge>
          </Group>
          {!isDone(q.index) && (
            <Text size="sm" c="dimmed">
              {t.questionFacts(q.think_seconds, q.answer_seconds, q.retakes)}
            </Text>
          )}
        </ListItem>
      ))}
    </List>
  );

  return (
    <Stack gap="md">
      <NeedsScripts step="vcv" />
      {mode === 'intro' && (
        <>
          <Text>{t.intro(questions.length)}</Text>
          <Text size="sm">{t.tips}</Text>
        </>
      )}
      {progressList}
      {mode === 'intro' && (
        <CameraCheck
          stream={stream}
          onStream={setStream}
          onStart={() => setMode('camera')}
          onUseFile={() => setMode('file')}
        />
      )}
      {mode === 'camera' && stream && (
        <CameraQuestion
          key={next.index}
          question={next}
          total={questions.length}
          stream={stream}
          onAnswered={(res) => answered(res, next.index)}
        />
      )}
      {mode === 'file' && (
        <>
          <FileQuestion
            key={next.index}
            question={next}
            total={questions.length}
            onAnswered={(res) => answered(res, next.index)}
          />
          <Group>
            <Button variant="subtle" onClick={() => setMode('intro')}>
              {t.backToCamera}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
