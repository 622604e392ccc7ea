import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDisclosure } from '#web/lib/hooks.ts';
import { NavLink } from '#web/components/ui/nav-link.tsx';
import { UnstyledButton } from '#web/components/ui/unstyled-button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { IconBell, IconChevronRight, IconHeadset, IconLogout, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ParticipantMaterial } from '#shared/contracts/materials.ts';
import { activeStageIndex, stageType } from '#shared/domain/stages.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SupportModal } from '#web/components/support-modal.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { setPickedMaterial } from '#web/lib/client-state.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { useLogout } from '#web/lib/logout.ts';
import { useSession } from '#web/lib/session.ts';
import { materialsQuery } from '#web/features/participant/api.ts';
import { messagesQuery } from '#web/api/messages.ts';
import { screeningStagesQuery } from '#web/api/screening-stages.ts';
import { showsSlots } from '#shared/domain/meeting-slots.ts';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import { STAGE_NAMES, participantStageStatus } from '#shared/i18n/ru/statuses.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { formAction, unknownIntent } from '#web/lib/form-action.ts';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { AnswerBy } from '#web/components/answer-by.tsx';

/** Only a stage that offers meeting times shows it: in a chunk of its own (decision 031). */
const SlotPicker = lazyPart(() => import('#web/components/slots/slot-picker.tsx').then((m) => m.SlotPicker));

/** The meeting time's form (decision 052), as on /progress; its code loads when it is sent. */
export const action = formAction(async (fields, ctx) => {
  const { slotAction, isSlotIntent } = await import('#web/components/slots/slot-action.ts');
  return isSlotIntent(fields.intent) ? slotAction(fields, ctx, '/mobile') : unknownIntent();
});

/** /mobile: the participant's home on a phone (the nav's «Профиль»): stage, next step, notices, materials. */
export function MobilePage() {
  const t = ruHome.mobile;
  const { user } = useSession();
  const logout = useLogout();
  const [support, { open, close }] = useDisclosure(false);
  return (
    <>
      <PageHeader title={user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : t.title} />
      <Stack gap="md">
        <StageCard />
        <UnreadCard />
        <MaterialsList />
        <Stack gap={4}>
          <NavLink
            component={Link}
            to="/profile"
            label={t.myData}
            leftSection={<IconUser size={20} />}
            rightSection={<IconChevronRight size={16} />}
          />
          <NavLink
            component="button"
            onClick={open}
            label={t.support}
            leftSection={<IconHeadset size={20} />}
            rightSection={<IconChevronRight size={16} />}
          />
          <NavLink
            component="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            label={t.logout}
            leftSection={<IconLogout size={20} />}
            c="red.9"
          />
        </Stack>
      </Stack>
      <SupportModal opened={support} onClose={close} />
    </>
  );
}

function Retry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = ruHome.mobile;
  return (
    <Alert color="red" title={t.loadError}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t.retry}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The active screening's current stage and what the participant does next. */
function StageCard() {
  const t = ruHome.mobile;
  const screening = useQuery(screeningVacancyQuery);
  const active = screening.data?.data ?? null;
  const stages = useQuery({ ...screeningStagesQuery, enabled: Boolean(active) });
  if (screening.isPending || (active && stages.isPending)) return <Skeleton height={140} radius="lg" />;
  if (screening.isError) return <Retry error={screening.error} onRetry={() => void screening.refetch()} />;
  if (stages.isError) return <Retry error={stages.error} onRetry={() => void stages.refetch()} />;
  if (!active || !stages.data?.length)
    return (
      <Card withBorder radius="lg">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t.noScreening}
          </Title>
          <Text size="sm" c="dimmed">
            {t.noScreeningText}
          </Text>
          <Group>
            <Button component={Link} to="/vacancies">
              {t.toVacancies}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  const stage = stages.data[activeStageIndex(stages.data)]!;
  return (
    <Card withBorder radius="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t.vacancy(active.title)}
        </Text>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="h4">
            {t.stageTitle}: {STAGE_NAMES[stage.type]}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {participantStageStatus(stage.status)}
          </Badge>
        </Group>
        <Text size="sm" fw={500}>
          {t.nextStep}
        </Text>
        <Text size="sm">{t.nextByStatus[stage.status] ?? t.nextByStatus.other}</Text>
        <AnswerBy day={stage.answer_by} size="sm" />
        {showsSlots(stage) && <SlotPicker />}
        {stage.deadline_at && stage.status === 'awaiting' && (
          <Text size="sm" c="dimmed">
            {t.deadline(formatMoscow(stage.deadline_at))}
          </Text>
        )}
        <Group>
          <Button component={Link} to="/progress">
            {t.toProgress}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function UnreadCard() {
  const t = ruHome.mobile;
  const messages = useQuery({ ...messagesQuery(1, 1), select: (r) => r.meta.unread });
  const unread = messages.data ?? 0;
  return (
    <Card withBorder radius="lg" p={0}>
      <NavLink
        component={Link}
        to="/notifications"
        label={t.messages}
        description={
          messages.isPending ? ruWebShell.loading : messages.isError ? t.loadError : t.unread(unread)
        }
        leftSection={<IconBell size={20} />}
        rightSection={
          <Group gap="xs" wrap="nowrap">
            {unread > 0 && (
              <Badge color="red" circle>
                {unread}
              </Badge>
            )}
            <IconChevronRight size={16} />
          </Group>
        }
        py="md"
      />
    </Card>
  );
}

/** The materials for the current stage, then the general ones; a tap opens one at /mobile/material. */
function MaterialsList() {
  const t = ruHome.mobile;
  const materials = useQuery(materialsQuery);
  // A link (it works before the scripts); a tap also keeps the pick in the tab, as the spec has it.
  const pick = (m: ParticipantMaterial) => setPickedMaterial({ id: m.id, title: m.title, type: m.kind });
  if (materials.isPending) return <Skeleton height={160} radius="lg" />;
  if (materials.isError) return <Retry error={materials.error} onRetry={() => void materials.refetch()} />;
  const { stage, items } = materials.data;
  const forStage = items.filter((m) => m.for_stage);
  const general = items.filter((m) => !m.for_stage);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t.materials}
      </Title>
      {items.length === 0 && <EmptyState title={t.materialsEmpty} text={t.materialsEmptyText} />}
      {[
        {
          key: 'stage',
          title: t.materialsForStage(STAGE_NAMES[stageType(stage) ?? 'SCREENING']),
          list: forStage,
        },
        { key: 'general', title: t.materialsGeneral, list: general },
      ]
        .filter((g) => g.list.length > 0)
        .map((g) => (
          <Stack key={g.key} gap="xs" component="section" aria-label={g.title}>
            <Text size="sm" c="dimmed" fw={500}>
              {g.title}
            </Text>
            {g.list.map((m) => (
              <Card key={m.id} withBorder radius="md" p={0}>
                <UnstyledButton
                  component={Link}
                  to={`/mobile/material?id=${m.id}`}
                  onClick={() => pick(m)}
                  p="md"

                  style={{ display: 'block', width: '100%' }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={4}>
                      <Badge variant="light" size="sm">
                        {ruHome.materialKinds[m.kind]}
                      </Badge>
                      <Text fw={500}>{m.title}</Text>
                    </Stack>
                    <IconChevronRight size={16} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Card>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
