/** «Выйти из отбора» with a confirmation (PUT /api/screening/close); the /progress page places it. */
import { Button } from '#web/components/plain/button.tsx';
import { useDisclosure } from '@mantine/hooks';
import type { CloseResponse } from '#shared/contracts/apply.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';

const WithdrawDialog = lazyDialog(() => import('./withdraw-dialog.tsx').then((m) => m.WithdrawDialog));

export function WithdrawButton({ onWithdrawn }: { onWithdrawn?: (res: CloseResponse) => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        {ruApply.form.withdraw}
      </Button>
      <WithdrawDialog opened={opened} onClose={close} onWithdrawn={onWithdrawn} />
    </>
  );
}
