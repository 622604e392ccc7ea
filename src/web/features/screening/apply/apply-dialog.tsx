import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { ApplyForm } from './apply-form.tsx';

/** The apply form in its window; after applying the participant goes to /progress (apply-action.tsx opens it). */
export function ApplyDialog({
  opened,
  onClose,
  vacancy,
}: {
  opened: boolean;
  onClose: () => void;
  vacancy: { id: number; title: string };
}) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ruApply.form.title(vacancy.title)}
      size={616}
      fullScreen={mobile}
      closeOnClickOutside={false}
    >
      <ApplyForm vacancy={vacancy} onApplied={() => void navigate('/progress')} onCancel={onClose} />
    </Modal>
  );
}
