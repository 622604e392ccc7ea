import { useState } from 'react';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { signedOut } from '#web/lib/session.ts';
import { useWithdrawConsent } from './api.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

/**
 * Consent withdrawal: what it erases and that it cannot be undone, a box to tick, then the call.
 * The account is gone afterwards, so the device signs out and goes to sign-in.
 */
export function WithdrawConsentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = ruHome.profile;
  const mobile = useIsMobile();
  const [understood, setUnderstood] = useState(false);
  const withdraw = useWithdrawConsent();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = () => {
    if (withdraw.isPending) return;
    setUnderstood(false);
    withdraw.reset();
    onClose();
  };
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: (answer) => {
        signedOut(queryClient);
        notify({ color: 'green', message: answer.message });
        void navigate('/login', { replace: true });
      },
    });
  return (
    <Modal opened={opened} onClose={close} title={t.withdrawTitle} size={MODAL_WIDTH.md} fullScreen={mobile}>
      <Stack>
        <Text>{t.withdrawText}</Text>
        <Checkbox
          checked={understood}
          onChange={(e) => setUnderstood(e.currentTarget.checked)}
          label={t.withdrawConfirmLabel}
        />
        {withdraw.isError && (
          <Alert color="red" role="alert">
            {errorMessage(withdraw.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={withdraw.isPending}>
            {t.cancel}
          </Button>
          <Button color="red" onClick={confirm} disabled={!understood} loading={withdraw.isPending}>
            {t.withdrawConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
