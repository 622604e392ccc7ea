/**
 * The manager's interview times (`/manager/interviews`, issue 19): for each position they manage
 * whose selection has a manager interview, the times published for it with who holds each seat, a
 * form to publish one and a way to cancel one — the recruiter's slots card, limited to stage 6.
 */
import { Button } from '#web/components/ui/button.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MANAGER_SLOT_STAGE } from '#shared/domain/meeting-slots.ts';
import { ruWebInterviewTimes as t } from '#shared/i18n/ru/ui/position-slots.ts';
import { staffVacancyStatus } from '#shared/i18n/ru/statuses.ts';
import { interviewPositionsQuery } from '#web/api/position-slots.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SlotsCard } from '#web/components/slots/staff-slots-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

const STAGES = [MANAGER_SLOT_STAGE];
const cardPath = (candidateId: number) => `/manager/candidates/${candidateId}`;

export function InterviewTimesPage() {
  const positions = useQuery(interviewPositionsQuery);

  let body;
  if (positions.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t.loading} />
      </Center>
    );
  } else if (positions.isError) {
    body = (
      <Alert color="red" title={t.loadFailed}>
        <Group justify="space-between">
          <Text size="sm">{errorMessage(positions.error)}</Text>
          <Button variant="light" size="xs" onClick={() => void positions.refetch()}>
            {t.retry}
          </Button>
        </Group>
      </Alert>
    );
  } else if (positions.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconCalendarEvent size={32} stroke={1.5} />}
        title={t.emptyTitle}
        text={t.emptyText}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {positions.data.map((p) => (
          <SlotsCard
            key={p.id}
            positionId={p.id}
            stages={STAGES}
            cardPath={cardPath}
            title={p.title}
            intro={t.intro(staffVacancyStatus(p.status).toLowerCase())}
            withCutoff={false}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/manager/candidates" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> {t.toCandidates}
        </Group>
      </Anchor>
      <PageHeader title={t.title} description={t.description} />
      {body}
    </Stack>
  );
}
