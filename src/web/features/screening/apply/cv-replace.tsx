/** «Заменить резюме» on the screening stage while it is evaluated; the dialog loads on the first press. */
import { Button } from '#web/components/ui/button.tsx';
import { useDisclosure } from '#web/lib/hooks.ts';

import { ruApply } from '#shared/i18n/ru/apply.ts';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';

const CvReplaceDialog = lazyDialog(() => import('./cv-replace-dialog.tsx').then((m) => m.CvReplaceDialog));

export function CvReplace() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" size="sm" onClick={open}>
        {ruApply.form.cvReplace}
      </Button>
      <CvReplaceDialog opened={opened} onClose={close} />
    </>
  );
}
