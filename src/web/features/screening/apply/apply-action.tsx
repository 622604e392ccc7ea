/** «Откликнуться» on an open vacancy: a link to the apply form on the same page (`?apply=1`), so it works before the scripts. */
import { Link } from 'react-router';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { Button } from '#web/components/ui/button.tsx';

export function ApplyAction() {
  return (
    <Button component={Link} to="?apply=1#apply" w={{ base: '100%', sm: 'auto' }}>
      {ruApply.form.open}
    </Button>
  );
}
