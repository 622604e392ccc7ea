/**
 * On a phone a staff list's filters (all but its search) fold behind one button that says how many
 * are set, so the first screen shows the list, not five full-width fields. Wider, they show as laid
 * out and the button is not there: a stylesheet rule, so the page does not jump when scripts measure
 * the screen. `part` wraps what folds; a list may fold several parts (its grid and its extra row).
 */
import { useState, type ReactNode } from 'react';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { ruFilters } from '#shared/i18n/ru/ui/filters.ts';
import { Button } from './ui/button.tsx';
import classes from './phone-filters.module.css';

export function usePhoneFilters(set: number) {
  const [open, setOpen] = useState(false);
  const toggle = (
    <div className={classes.toggle}>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {ruFilters.toggle(set)}
      </Button>
    </div>
  );
  const part = (children: ReactNode) => (
    <div className={classes.part} data-open={open || undefined}>
      {children}
    </div>
  );
  return { toggle, part };
}
