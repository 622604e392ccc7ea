/** «Откликнуться» on an open vacancy: the apply form opens in a window, its code loaded on the first press. */
import { Button } from '#web/components/plain/button.tsx';
import { useDisclosure } from '@mantine/hooks';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';

const ApplyDialog = lazyDialog(() => import('./apply-dialog.tsx').then((m) => m.ApplyDialog));

export function ApplyAction({ vacancy }: { vacancy: { id: number; title: string } }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open} w={{ base: '100%', sm: 'auto' }}>
        {ruApply.form.open}
      </Button>
      <ApplyDialog opened={opened} onClose={close} vacancy={vacancy} />
    </>
  );
}
