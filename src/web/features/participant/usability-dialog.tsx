import { useState } from 'react';
import { Input, Modal, Textarea } from '@mantine/core';
import { SegmentedControl } from '#web/components/plain/segmented-control.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ruFeedback } from '#shared/i18n/ru/feedback.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useUsabilityAnswer } from './api.ts';
import { useUsabilityDue } from './usability-due.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';

const SCORES = ['1', '2', '3', '4', '5'];

/**
 * The usability survey, offered once after a week of use (`usability_due` of the profile) on any
 * participant page (the layout loads it when `useUsabilityDue` says so). Sending a
 * score or «Не сейчас» records the answer, so it is not asked again; closing only hides it for now.
 */
export function UsabilityDialog() {
  const t = ruHome.usability;
  const mobile = useIsMobile();
  const due = useUsabilityDue();
  const [hidden, setHidden] = useState(false);
  const answer = useUsabilityAnswer();
  const form = useForm({
    initialValues: { score: '', comment: '' },
    validate: {
      score: (v) => (SCORES.includes(v) ? null : ruFeedback.score),
      comment: (v) => (v.length > 2000 ? ruFeedback.commentLong : null),
    },
  });
  if (!due) return null;
  return (
    <Modal
      opened={!hidden}
      onClose={() => setHidden(true)}
      title={t.title}
      size={MODAL_WIDTH.md}
      fullScreen={mobile}
    >
      <form
        onSubmit={form.onSubmit((v) =>
          answer.mutate(
            { score: Number(v.score), comment: v.comment.trim() },
            { onSuccess: () => notifications.show({ color: 'green', message: t.thanks }) },
          ),
        )}
      >
        <Stack>
          <Text size="sm">{t.text}</Text>
          <Input.Wrapper label={t.score} error={form.errors.score}>
            <SegmentedControl
              fullWidth
              data={SCORES}
              mt={6}
              aria-label={t.score}
              {...form.getInputProps('score')}
              value={form.values.score}
            />
          </Input.Wrapper>
          <Textarea label={t.comment} rows={3} maxLength={2000} {...form.getInputProps('comment')} />
          {answer.isError && <Alert color="red">{errorMessage(answer.error)}</Alert>}
          <Group justify="flex-end">
            <Button
              variant="default"
              loading={answer.isPending && answer.variables?.skipped}
              onClick={() => answer.mutate({ skipped: true })}
            >
              {t.skip}
            </Button>
            <SubmitButton loading={answer.isPending && !answer.variables?.skipped}>{t.send}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
