import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Modal } from '#web/components/ui/dialog.tsx';
import { useOpenDialogs } from '#web/components/ui/open-dialogs.ts';
import { notify } from '#web/lib/notify.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import type { FormResult } from '#web/lib/form-action.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { ScoreForm, type ScoreFormProps } from './score-form.tsx';

/**
 * A survey's form (score-form.tsx) in a dialog over the page, posted by a fetcher so the page under it
 * stays. Closing only hides it for this visit; once the action answers `{ sent: true }` it goes, with
 * `thanks` as a notice if given. It waits while another dialog is open.
 */
export function ScoreDialog({
  title,
  thanks,
  ...form
}: Omit<ScoreFormProps, 'fetcher' | 'back'> & { title: string; thanks?: string }) {
  const mobile = useIsMobile();
  const [hidden, setHidden] = useState(false);
  // It opens by itself, so it gives way to a dialog the person opens (a press a moment before this
  // one came, or as it came): it waits while another is open and steps back while one opens over it.
  // Open together, each would make the other inert (ui/open-dialogs.ts).
  const [shown, setShown] = useState(false);
  const others = useOpenDialogs() - (shown && !hidden ? 1 : 0);
  if (shown !== others <= 0) setShown(others <= 0);
  const fetcher = useFetcher<FormResult & { sent?: true }>();
  const sent = fetcher.data?.sent === true;
  useEffect(() => {
    if (sent && thanks) notify({ color: 'green', message: thanks });
  }, [sent, thanks]);
  if (sent) return null;
  return (
    <Modal
      opened={shown && !hidden}
      onClose={() => setHidden(true)}
      title={title}
      size={MODAL_WIDTH.md}
      fullScreen={mobile}
    >
      <ScoreForm {...form} fetcher={fetcher} />
    </Modal>
  );
}
