import { Button } from '#web/components/ui/button.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Link, useParams } from 'react-router';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { ChatPanel } from '#web/components/chat/chat-panel.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useCandidateCard } from './api/candidate-card.ts';
import { CardHeader } from './components/card-header.tsx';
import { DeleteCandidate } from './components/delete-candidate.tsx';
import { EditCandidate } from './components/edit-candidate.tsx';
import { HistorySection } from './components/history-section.tsx';
import { ManagersSection } from './components/managers-section.tsx';
import { MaterialsSection } from './components/materials-section.tsx';
import { ProfileSection } from './components/profile-section.tsx';
import { CurrentStage, StagesTimeline } from './components/stages-timeline.tsx';

const t = ruStaffCandidateCard;
export type StaffArea = 'admin' | 'recruiter' | 'manager';

/** The card at its route: the way back is the list it was opened from. */
export function CandidateRoutePage({ area }: { area: StaffArea }) {
  const { positionId } = useParams();
  const backTo =
    area === 'manager' ? '/manager/candidates' : `/${area}/positions/${positionId ?? ''}/candidates`;
  return <CandidateCardPage area={area} backTo={backTo} />;
}

/**
 * The staff candidate card. `backTo`: the area's list it was opened from. What the
 * caller may do follows the session's role; the server checks every call again.
 */
export function CandidateCardPage({ area, backTo }: { area: StaffArea; backTo: string }) {
  const { candidateId } = useParams();
  const id = Number(candidateId);
  const session = useSession();
  const role: StaffArea = session.user && session.user.role !== 'participant' ? session.user.role : area;
  const card = useCandidateCard(id);

  if (card.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t.loadFailed.replace('Не удалось загрузить', 'Загружаем')} />
      </Center>
    );
  }
  // Not there, or not the caller's to see (a manager's scope): retrying cannot help, the list can.
  if (card.isError && card.error instanceof ApiError && card.error.status === 404) {
    return (
      <Alert color="yellow" title={t.notFoundTitle}>
        <Stack gap="xs" align="flex-start">
          {role === 'manager' ? t.notFoundManager : t.notFoundStaff}
          <Button component={Link} to={backTo} variant="light">
            {t.backToList}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (card.isError) {
    return (
      <Alert color="red" title={t.loadFailed}>
        <Stack gap="xs" align="flex-start">
          {card.error.message}
          <Button variant="light" onClick={() => void card.refetch()}>
            {t.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <CardHeader card={card.data} backTo={backTo} />
      <CurrentStage card={card.data} role={role} />
      {role !== 'manager' && <EditCandidate card={card.data} />}
      <ProfileSection card={card.data} />
      <MaterialsSection card={card.data} />
      <StagesTimeline card={card.data} role={role} />
      {role !== 'manager' && <ManagersSection candidateId={id} />}
      {role !== 'manager' && !card.data.erased && (
        <ChatPanel
          target={card.data.user_id}
          title={ruChat.web.staffTitle}
          emptyText={ruChat.web.emptyStaff}
        />
      )}
      <HistorySection candidateId={id} />
      {role !== 'manager' && <DeleteCandidate candidateId={id} backTo={backTo} />}
    </>
  );
}
