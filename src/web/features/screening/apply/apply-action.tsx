/** «Откликнуться» on an open vacancy: opens the apply form; after applying the participant goes to /progress. */
import { Button, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { ApplyForm } from './apply-form.tsx';

export function ApplyAction({ vacancy }: { vacancy: { id: number; title: string } }) {
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 767px)');
  const navigate = useNavigate();
  const f = ruApply.form;
  return (
    <>
      <Button onClick={open} w={{ base: '100%', sm: 'auto' }}>
        {f.open}
      </Button>
      <Modal opened={opened} onClose={close} title={f.title(vacancy.title)} size={616} fullScreen={phone} closeOnClickOutside={false}>
        <ApplyForm vacancy={vacancy} onApplied={() => void navigate('/progress')} onCancel={close} />
      </Modal>
    </>
  );
}
