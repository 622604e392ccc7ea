/**
 * «Выйти из отбора» on /progress: a link to its confirmation on the page (`?confirm=withdraw`), whose
 * «Да, выйти» posts the page's form (progress-action.ts): both work before the scripts. The
 * confirmation is a part of its own: most visits never open it.
 */
import { Link, useSearchParams } from 'react-router';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Group } from '#web/components/ui/primitives.tsx';

const WithdrawConfirm = lazyPart(() => import('./withdraw-confirm.tsx').then((m) => m.WithdrawConfirm), {
  module: 'features/screening/apply/withdraw-confirm.tsx',
});

export function Withdraw() {
  const [params] = useSearchParams();
  if (params.get('confirm') === 'withdraw') return <WithdrawConfirm />;
  return (
    <Group justify="flex-end">
      <Button component={Link} to="?confirm=withdraw#withdraw" variant="subtle" color="red">
        {ruApply.form.withdraw}
      </Button>
    </Group>
  );
}
