/** «Выйти из отбора» with a confirmation (PUT /api/screening/close); the /progress page places it. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CloseResponse } from '#shared/contracts/apply.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCloseScreening } from '../api/screening-close.ts';

const f = ruApply.form;

export function WithdrawButton({ onWithdrawn }: { onWithdrawn?: (res: CloseResponse) => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const withdraw = useCloseScreening();
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: (res) => {
        close();
        onWithdrawn?.(res);
      },
    });
  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        {f.withdraw}
      </Button>
      <Modal opened={opened} onClose={close} title={f.withdrawTitle} size={440} centered>
        <Stack gap="md">
          <Text size="sm">{f.withdrawText}</Text>
          {withdraw.isError && (
            <Alert color="red" role="alert">
              {errorMessage(withdraw.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={withdraw.isPending}>
              {f.withdrawKeep}
            </Button>
            <Button color="red" onClick={confirm} loading={withdraw.isPending}>
              {f.withdrawConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
