import { useState } from 'react';
import { Textarea } from '#web/components/ui/input.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import { ruCandidateCard } from '#shared/i18n/ru/candidate-card.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddStageComment } from '../api/stage-comment-add.ts';

const t = ruStaffCandidateCard;

export function CommentForm({ candidateId, n }: { candidateId: number; n: number }) {
  const add = useAddStageComment(candidateId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim().length === 0 || text.length > 2000) return setError(ruCandidateCard.commentText);
        add.mutate(
          { n, text },
          {
            onSuccess: () => {
              setText('');
              notify({ color: 'green', message: t.commentAdded });
            },
            onError: (e) => setError(e instanceof ApiError ? (e.fieldErrors().text ?? e.message) : undefined),
          },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t.commentLabel}
          rows={2}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="light" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          {t.commentAdd}
        </Button>
      </Stack>
    </form>
  );
}
