import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ruOffer } from '#shared/i18n/ru/offer.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useOfferDecision } from '../api/offer-decision.ts';

/** OFFER: the document to download and, while the offer awaits, «Принять» / «Отказаться» with a confirmation. */
export function OfferPanel({ stage }: { stage: ParticipantStage }) {
  const t = ruJourney;
  const mobile = useIsMobile();
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const decision = useOfferDecision();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.length > 2000 ? ruOffer.reasonLong : null) },
  });
  const file = stage.info && 'offer_file' in stage.info ? stage.info.offer_file : null;

  const close = () => {
    setAsking(null);
    decision.reset();
  };
  const decide = (accept: boolean, reason?: string) =>
    decision.mutate(
      { accept, ...(reason ? { reason } : {}) },
      {
        onSuccess: (res) => {
          setAsking(null);
          notifications.show({ color: accept ? 'green' : 'gray', message: res.message });
        },
      },
    );

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {t.offerDocument}
        </Text>
        {file ? (
          <Anchor href={`/api/file/${file.id}`} download={file.name} style={{ overflowWrap: 'anywhere' }}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconDownload size={18} aria-hidden />
              {t.download(file.name)}
            </Group>
          </Anchor>
        ) : (
          <Text>{t.offerNoDocument}</Text>
        )}
      </div>
      {stage.status === 'awaiting' && (
        <Group>
          {/* Nothing is accepted unseen; the server refuses it too. */}
          <Button onClick={() => setAsking('accept')} disabled={!file} aria-describedby={file ? undefined : 'offer-needs-document'}>
            {t.accept}
          </Button>
          <Button variant="default" onClick={() => setAsking('decline')}>
            {t.decline}
          </Button>
          {!file && (
            <Text id="offer-needs-document" size="sm" c="dimmed" w="100%">
              {t.acceptNeedsDocument}
            </Text>
          )}
        </Group>
      )}
      {stage.status === 'success' && <Text c="green.8">{t.offerAccepted}</Text>}

      <Modal
        opened={asking === 'accept'}
        onClose={close}
        title={t.acceptTitle}
        size={MODAL_WIDTH.md}
        fullScreen={mobile}
      >
        <Stack>
          <Text>{t.acceptText}</Text>
          {decision.isError && <Alert color="red">{errorMessage(decision.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.cancel}
            </Button>
            <Button loading={decision.isPending} onClick={() => decide(true)}>
              {t.confirmAccept}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={asking === 'decline'}
        onClose={close}
        title={t.declineTitle}
        size={MODAL_WIDTH.md}
        fullScreen={mobile}
      >
        <form onSubmit={form.onSubmit((v) => decide(false, v.reason.trim()))}>
          <Stack>
            <Text>{t.declineText}</Text>
            <Textarea label={t.declineReason} rows={3} maxLength={2000} {...form.getInputProps('reason')} />
            {decision.isError && <Alert color="red">{errorMessage(decision.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t.cancel}
              </Button>
              <Button type="submit" color="red" loading={decision.isPending}>
                {t.confirmDecline}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
