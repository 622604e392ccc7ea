/**
 * A message to the chosen participants, with a preview of the notification as they will see it.
 * The form keeps what was typed when sending fails.
 */
import { Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useForm } from '@mantine/form';
import { notify } from '#web/lib/notify.ts';
import { IconBell } from '@tabler/icons-react';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { usePushMessage } from '../api/applications-mutations.ts';
import { at } from '../texts.ts';
import { ruApplications } from '#shared/i18n/ru/applications.ts';
import { sitePath } from '#shared/domain/site-path.ts';

type Values = { title: string; text: string; link: string };
const p = ruApplications.push;

export function PushMessageModal({
  userIds,
  opened,
  onClose,
}: {
  userIds: number[];
  opened: boolean;
  onClose: () => void;
}) {
  const mobile = useIsMobile();
  const push = usePushMessage();
  const form = useForm<Values>({
    initialValues: { title: '', text: '', link: '' },
    validate: {
      title: (v) => (v.trim() && v.trim().length <= 120 ? null : p.title),
      text: (v) => (v.trim() && v.trim().length <= 2000 ? null : p.text),
      link: (v) => (!v.trim() || sitePath(v.trim()) !== null ? null : p.link),
    },
  });

  const submit = form.onSubmit((v) =>
    push.mutate(
      { user_ids: userIds, title: v.title.trim(), text: v.text.trim(), link: v.link.trim() || null },
      {
        onSuccess: (answer) => {
          notify({ color: 'green', message: at.sent(answer.sent) });
          form.reset();
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError) form.setErrors(e.fieldErrors());
        },
      },
    ),
  );

  const { title, text } = form.values;
  return (
    <Modal opened={opened} onClose={onClose} title={at.pushTitle} size={MODAL_WIDTH.lg} fullScreen={mobile}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {at.pushTo(userIds.length)}
          </Text>
          <TextInput label={at.messageTitle} required maxLength={120} {...form.getInputProps('title')} />
          <Textarea
            label={at.messageText}
            required
            rows={5}
            maxLength={2000}
            {...form.getInputProps('text')}
          />
          <TextInput
            label={at.messageLink}
            description={at.messageLinkHint}
            {...form.getInputProps('link')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={600} id="push-preview-label">
              {at.preview}
            </Text>
            <Paper
              withBorder
              p="sm"
              radius="md"
              aria-labelledby="push-preview-label"
              data-testid="push-preview"
            >
              {title.trim() || text.trim() ? (
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <IconBell size={20} aria-hidden />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {title.trim()}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {text.trim()}
                    </Text>
                  </Stack>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {at.previewEmpty}
                </Text>
              )}
            </Paper>
          </Stack>
          {push.isError && <Alert color="red">{errorMessage(push.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {at.cancel}
            </Button>
            <Button type="submit" loading={push.isPending}>
              {at.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
