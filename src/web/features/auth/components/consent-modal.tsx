import { Modal, ScrollArea } from '@mantine/core';
import { Button } from '#web/components/plain/button.tsx';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import { ruWebConsent } from '#shared/i18n/ru/ui/consent.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { Stack, Text } from '#web/components/plain/plain.tsx';

/** The personal-data consent document (152-FZ). */
export function ConsentModal({
  opened,
  onClose,
  onAccept,
}: {
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const mobile = useIsMobile();
  const t = ruWebConsent;
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size={MODAL_WIDTH.lg} fullScreen={mobile}>
      <Stack gap="sm">
        <ScrollArea.Autosize mah={mobile ? undefined : 420} type="auto">
          <Stack gap="xs" pr="sm">
            {t.paragraphs.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              {t.version(CONSENT_VERSION)}
            </Text>
          </Stack>
        </ScrollArea.Autosize>
        <Button onClick={onAccept}>{t.accept}</Button>
      </Stack>
    </Modal>
  );
}
