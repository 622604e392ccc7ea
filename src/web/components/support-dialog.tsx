import { Modal } from '#web/components/ui/dialog.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconBrandVk, IconMail } from '@tabler/icons-react';
import { ruWebSupport } from '#shared/i18n/ru/ui/support.ts';
import { MODAL_WIDTH, SUPPORT_EMAIL, SUPPORT_URL } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { Stack, Text } from '#web/components/ui/primitives.tsx';

/** «Связаться»: the support contacts and hours (spec section 1); opened through `SupportModal`. */
export function SupportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mobile = useIsMobile();
  const t = ruWebSupport;
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size={MODAL_WIDTH.md} fullScreen={mobile}>
      <Stack gap="md">
        <Text>{t.intro}</Text>
        <Button
          component="a"
          href={SUPPORT_URL}
          target="_blank"
          rel="noreferrer"
          variant="light"
          leftSection={<IconBrandVk size={18} />}
        >
          {t.social}
        </Button>
        <Text>
          {t.emailLead}{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} inline>
            <IconMail size={14} style={{ verticalAlign: 'middle' }} /> {SUPPORT_EMAIL}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {t.hours}
        </Text>
      </Stack>
    </Modal>
  );
}
