import type { ReactNode } from 'react';
import { Modal } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { Group, Stack } from '#web/components/ui/primitives.tsx';

export type ConfirmProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** «Are you sure?»: a title, what will happen, and the two buttons; confirming closes it. Load it through `Confirm`. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmProps) {
  const mobile = useIsMobile();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MODAL_WIDTH.md} fullScreen={mobile}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
