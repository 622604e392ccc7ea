/**
 * A message to the chosen participants, with a preview of the notification as they will see it.
 * The form keeps what was typed when sending fails.
 */
import { Button } from '#web/components/ui/button.tsx';
import { Paper } from '#web/components/ui/card.tsx';
import { TextInput, Textarea } from '#web/components/ui/input.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { IconBell } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { usePushMessage } from '../api/applications-mutations.ts';
import { at } from '../texts.ts';
import { ruApplications } from '#shared/i18n/ru/applications.ts';
import { sitePath } from '#shared/domain/site-path.ts';

const EMPTY = { title: '', text: '', link: '' };
type Values = typeof EMPTY;
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  // A changed field's error goes with the change.
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((all) => ({ ...all, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = values.title.trim();
    const text = values.text.trim();
    const link = values.link.trim();
    const found = {
      title: title && title.length <= 120 ? undefined : p.title,
      text: text && text.length <= 2000 ? undefined : p.text,
      link: !link || sitePath(link) !== null ? undefined : p.link,
    };
    setErrors(found);
    if (found.title || found.text || found.link) return;
    push.mutate(
      { user_ids: userIds, title, text, link: link || null },
      {
        onSuccess: (answer) => {
          notify({ color: 'green', message: at.sent(answer.sent) });
          setValues(EMPTY);
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError) setErrors(e.fieldErrors());
        },
      },
    );
  };

  const { title, text } = values;
  return (
    <Modal opened={opened} onClose={onClose} title={at.pushTitle} size={MODAL_WIDTH.lg} fullScreen={mobile}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {at.pushTo(userIds.length)}
          </Text>
          <TextInput label={at.messageTitle} required maxLength={120} {...field('title')} />
          <Textarea label={at.messageText} required rows={5} maxLength={2000} {...field('text')} />
          <TextInput label={at.messageLink} description={at.messageLinkHint} {...field('link')} />
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
