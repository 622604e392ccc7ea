import type { ReactNode } from 'react';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Paper } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import classes from './bulk-bar.module.css';

type Props = {
  /** The region's name for readers. */
  label: string;
  /** How many rows are selected, read out as it changes. */
  selected: string;
  /** The list's own controls: what to change, and the button that opens the confirmation. */
  children: ReactNode;
  confirm: {
    opened: boolean;
    title: string;
    /** What the change will do, said before it is done. */
    children: ReactNode;
    confirmLabel: string;
    cancelLabel: string;
    /** The change is under way: the dialog stays open until it answers. */
    loading: boolean;
    onConfirm: () => void;
    onClose: () => void;
  };
};

/**
 * The bar over a list's selected rows: the count, the list's controls, and the confirmation of a
 * change to all of them, open until the server answers (the candidates table's stage status, the
 * applications' status). It stays in sight while the list scrolls.
 */
export function BulkBar({ label, selected, children, confirm }: Props) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={label} className={classes.bar}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Text fw={600} aria-live="polite" style={{ alignSelf: 'center' }}>
          {selected}
        </Text>
        {children}
      </Group>
      <Modal opened={confirm.opened} onClose={confirm.onClose} title={confirm.title} size={MODAL_WIDTH.md}>
        <Stack>
          {confirm.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.onClose}>
              {confirm.cancelLabel}
            </Button>
            <Button onClick={confirm.onConfirm} loading={confirm.loading}>
              {confirm.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
