import { Modal } from '@mantine/core';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import type { CloseResponse } from '#shared/contracts/apply.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCloseScreening } from '../api/screening-close.ts';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';

const f = ruApply.form;

/** «Выйти из отбора?»: PUT /api/screening/close once confirmed (withdraw-button.tsx opens it). */
export function WithdrawDialog({
  opened,
  onClose,
  onWithdrawn,
}: {
  opened: boolean;
  onClose: () => void;
  onWithdrawn?: (res: CloseResponse) => void;
}) {
  const withdraw = useCloseScreening();
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: (res) => {
        onClose();
        onWithdrawn?.(res);
      },
    });
  return (
    <Modal opened={opened} onClose={onClose} title={f.withdrawTitle} size={440} centered>
      <Stack gap="md">
        <Text size="sm">{f.withdrawText}</Text>
        {withdraw.isError && (
          <Alert color="red" role="alert">
            {errorMessage(withdraw.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={withdraw.isPending}>
            {f.withdrawKeep}
          </Button>
          <Button color="red" onClick={confirm} loading={withdraw.isPending}>
            {f.withdrawConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
