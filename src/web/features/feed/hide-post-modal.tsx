import { Radio, Textarea } from '@mantine/core';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useForm } from '@mantine/form';
import { NEGATIVE_REASONS } from '#shared/domain/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { Group, Stack } from '#web/components/ui/primitives.tsx';

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

function HideForm({ onClose, onHide }: { onClose: () => void; onHide: (r: HideReason) => void }) {
  const form = useForm<{ reason: string; comment: string }>({
    initialValues: { reason: '', comment: '' },
    validate: {
      reason: (v) => (v ? null : t.validation.reason),
      comment: (v) => (v.length > 500 ? t.validation.comment : null),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        onHide({ reason: v.reason as HideReason['reason'], comment: v.comment.trim() });
        onClose();
      })}
    >
      <Stack gap="md">
        <Radio.Group label={t.web.hideReason} withAsterisk {...form.getInputProps('reason')}>
          <Stack gap="xs" mt="xs">
            {NEGATIVE_REASONS.map((r) => (
              <Radio key={r} value={r} label={t.reasons[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={t.web.hideComment} rows={3} maxLength={500} {...form.getInputProps('comment')} />
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
