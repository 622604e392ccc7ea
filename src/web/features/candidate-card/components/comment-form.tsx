import { Stack, Textarea } from '@mantine/core';
import { Button } from '#web/components/ui/button.tsx';
import { useForm } from '@mantine/form';
import { notify } from '#web/lib/notify.ts';
import { ruCandidateCard } from '#shared/i18n/ru/candidate-card.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddStageComment } from '../api/stage-comment-add.ts';

const t = ruStaffCandidateCard;

export function CommentForm({ candidateId, n }: { candidateId: number; n: number }) {
  const add = useAddStageComment(candidateId);
  const form = useForm({
    initialValues: { text: '' },
    validate: {
      text: (v) => (v.trim().length === 0 || v.length > 2000 ? ruCandidateCard.commentText : null),
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        add.mutate(
          { n, text: values.text },
          {
            onSuccess: () => {
              form.reset();
              notify({ color: 'green', message: t.commentAdded });
            },
            onError: (e) =>
              form.setErrors(e instanceof ApiError ? { text: e.fieldErrors().text ?? e.message } : {}),
          },
        ),
      )}
    >
      <Stack gap="xs">
        <Textarea label={t.commentLabel} minRows={2} {...form.getInputProps('text')} />
        <Button type="submit" variant="light" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          {t.commentAdd}
        </Button>
      </Stack>
    </form>
  );
}
