import { Modal } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Radio } from '#web/components/ui/radio.tsx';
import { NEGATIVE_REASONS } from '#shared/domain/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { focusFirstInvalid } from '#web/lib/focus-invalid.ts';
import { useState, type FormEvent } from 'react';

const t = ruFeed;

export type HideReason = { reason: (typeof NEGATIVE_REASONS)[number]; comment: string };

/** «Не интересно»: the reader picks a reason (and may add a few words) before the post goes. */
export function HidePostModal({
  opened,
  onClose,
  onHide,
}: {
  opened: boolean;
  onClose: () => void;
  onHide: (r: HideReason) => void;
}) {
  const mobile = useIsMobile();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.web.hideTitle}
      size={MODAL_WIDTH.md}
      fullScreen={mobile}
    >
      {opened && <HideForm onClose={onClose} onHide={onHide} />}
    </Modal>
  );
}

/** Two fields: the reason in state (its error clears on a pick), the comment read at submit (its length is the input's own limit). */
function HideForm({ onClose, onHide }: { onClose: () => void; onHide: (r: HideReason) => void }) {
  const [reason, setReason] = useState<HideReason['reason'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === null) {
      setError(t.validation.reason);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onHide({ reason, comment: String(new FormData(event.currentTarget).get('comment') ?? '').trim() });
    onClose();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group
          label={t.web.hideReason}
          withAsterisk
          value={reason}
          error={error}
          onChange={(v) => {
            setReason(NEGATIVE_REASONS.find((r) => r === v) ?? null);
            setError(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {NEGATIVE_REASONS.map((r) => (
              <Radio key={r} value={r} label={t.reasons[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={t.web.hideComment} name="comment" rows={3} maxLength={500} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.web.cancel}
          </Button>
          <Button type="submit">{t.web.hideSubmit}</Button>
        </Group>
      </Stack>
    </form>
  );
}
