import { useState } from 'react';
import { Input, Modal, Textarea } from '@mantine/core';
import { SegmentedControl } from '#web/components/plain/segmented-control.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { ruFeedback } from '#shared/i18n/ru/feedback.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useSurveyAnswer } from '../api/survey-answer.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Group, Stack } from '#web/components/plain/plain.tsx';

const SCORES = ['1', '2', '3', '4', '5'];

/**
 * The stage survey due (from `GET /api/screening/vacancy`): a 1-5 score and a comment. «Пропустить»
 * records a skip, so it is not asked again; closing the window only hides it for this visit.
 */
export function SurveyDialog({ survey }: { survey: SurveyType }) {
  const t = ruJourney;
  const mobile = useIsMobile();
  const [hidden, setHidden] = useState(false);
  const answer = useSurveyAnswer();
  const form = useForm({
    initialValues: { score: '', comment: '' },
    validate: {
      score: (v) => (SCORES.includes(v) ? null : ruFeedback.score),
      comment: (v) => (v.length > 2000 ? ruFeedback.commentLong : null),
    },
  });
  const done = (message: string) => notifications.show({ color: 'green', message });
  return (
    <Modal
      opened={!hidden}
      onClose={() => setHidden(true)}
      title={t.surveyTitle}
      size={MODAL_WIDTH.md}
      fullScreen={mobile}
    >
      <form
        onSubmit={form.onSubmit((v) =>
          answer.mutate(
            { type: survey, score: Number(v.score), comment: v.comment.trim() },
            { onSuccess: (r) => done(r.message) },
          ),
        )}
      >
        <Stack>
          <Input.Wrapper
            label={t.surveyQuestion[survey]}
            description={t.surveyScore}
            error={form.errors.score}
          >
            <SegmentedControl
              fullWidth
              data={SCORES}
              mt={6}
              aria-label={t.surveyScore}
              {...form.getInputProps('score')}
              value={form.values.score}
            />
          </Input.Wrapper>
          <Textarea label={t.surveyComment} rows={3} maxLength={2000} {...form.getInputProps('comment')} />
          {answer.isError && <Alert color="red">{errorMessage(answer.error)}</Alert>}
          <Group justify="flex-end">
            <Button
              variant="default"
              loading={answer.isPending && answer.variables?.skipped}
              onClick={() => answer.mutate({ type: survey, skipped: true })}
            >
              {t.surveySkip}
            </Button>
            <SubmitButton loading={answer.isPending && !answer.variables?.skipped}>
              {t.surveySend}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
