import { Modal, Textarea } from '@mantine/core';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ruOffer } from '#shared/i18n/ru/offer.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useOfferDecision } from '../api/offer-decision.ts';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';

export type OfferAnswer = 'accept' | 'decline';

/** The offer's «Принять» or «Отказаться», confirmed here; declining may say why (offer-panel.tsx opens it). */
export function OfferDialog({
  opened,
  answer,
  onClose,
}: {
  opened: boolean;
  answer: OfferAnswer | null;
  onClose: () => void;
}) {
  const t = ruJourney;
  const mobile = useIsMobile();
  const decision = useOfferDecision();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.length > 2000 ? ruOffer.reasonLong : null) },
  });
  const close = () => {
    onClose();
    decision.reset();
  };
  const decide = (accept: boolean, reason?: string) =>
    decision.mutate(
      { accept, ...(reason ? { reason } : {}) },
      {
        onSuccess: (res) => {
          onClose();
          notifications.show({ color: accept ? 'green' : 'gray', message: res.message });
        },
      },
    );

  return (
    <>
      <Modal
        opened={opened && answer === 'accept'}
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
        opened={opened && answer === 'decline'}
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
              <SubmitButton color="red" loading={decision.isPending}>
                {t.confirmDecline}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
