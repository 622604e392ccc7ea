import { useEffect, useState } from 'react';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { UsabilityDialogForm, useUsabilityFetcher } from './usability-form.tsx';
import { useUsabilityDue } from './usability-due.ts';

/**
 * The usability survey, offered once after a week of use (`usability_due` of the session check) on
 * any participant page (the layout loads it when `useUsabilityDue` says so): the survey's form
 * (usability-form.tsx), posted to /profile's action by a fetcher. Sending a score or «Не сейчас»
 * records the answer, so it is not asked again; closing only hides it for now.
 */
export function UsabilityDialog() {
  const t = ruHome.usability;
  const mobile = useIsMobile();
  const due = useUsabilityDue();
  const [hidden, setHidden] = useState(false);
  const fetcher = useUsabilityFetcher();
  const sent = fetcher.data?.sent === true;
  useEffect(() => {
    if (sent) notifications.show({ color: 'green', message: t.thanks });
  }, [sent, t.thanks]);
  if (!due || sent) return null;
  return (
    <Modal
      opened={!hidden}
      onClose={() => setHidden(true)}
      title={t.title}
      size={MODAL_WIDTH.md}
      fullScreen={mobile}
    >
      <UsabilityDialogForm fetcher={fetcher} />
    </Modal>
  );
}
