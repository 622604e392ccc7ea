/** Asks before leaving the form with unsaved changes (react-router's blocker; the draft stays). */
import { Group, Text } from '#web/components/ui/primitives.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/dialog.tsx';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ft } from './form-texts.ts';

export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={ft.leaveTitle}>
      <Text mb="md">{ft.leaveText}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {ft.stay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {ft.leave}
        </Button>
      </Group>
    </Modal>
  );
}
