import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import { useNavigate } from 'react-router';
import { ruCandidateCard } from '#shared/i18n/ru/candidate-card.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { useDeleteCandidate } from '../api/candidate-delete.ts';
import { ConfirmModal } from './confirm-modal.tsx';

const t = ruStaffCandidateCard;

/** Recruiter and admin: delete the application, after a confirm. */
export function DeleteCandidate({ candidateId, backTo }: { candidateId: number; backTo: string }) {
  const remove = useDeleteCandidate(candidateId);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setOpened(true)}>
        {t.delete}
      </Button>
      <ConfirmModal
        opened={opened}
        busy={remove.isPending}
        onClose={() => setOpened(false)}
        lines={[t.deleteConfirm]}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify({ color: 'green', message: ruCandidateCard.deleted });
              void navigate(backTo);
            },
            onError: (e) => {
              setOpened(false);
              notify({ color: 'red', message: e.message });
            },
          })
        }
      />
    </>
  );
}
