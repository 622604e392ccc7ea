import type { ReactNode } from 'react';
import { Drawer } from '#web/components/ui/dialog.tsx';

/** The vacancy filters on a phone: a sheet from the bottom (vacancies-page.tsx opens it). */
export function FiltersDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="bottom" size="90%">
      {children}
    </Drawer>
  );
}
