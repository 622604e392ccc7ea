import { Badge, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { activeStageIndex, type StageStatus, type StageType } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { setPickedStage, useClientState } from '#web/lib/client-state.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { screeningStagesQuery } from './api/screening-stages.ts';
import { screeningVacancyQuery } from './api/screening-vacancy.ts';

const DONE: readonly StageStatus[] = ['success'];
const FAILED: readonly StageStatus[] = ['denied_final', 'denied_add', 'cancel', 'expired', 'expired_awaiting', 'expired_testing'];

/** /progress: the active screening's stages; the stage content comes with the next issues. */
export function ProgressPage() {
  const t = ru.web.progress;
  const vacancy = useQuery(screeningVacancyQuery);
  const stages = useQuery(screeningStagesQuery);
  const picked = useClientState((s) => s.pickedStage);
  const mobile = useIsMobile();
  const list = stages.data ?? [];
  const active = activeStageIndex(list);
  const current = Math.min(picked ?? active, Math.max(list.length - 1, 0));
  const stage = list[current];

  return (
    <>
      <PageHeader title={t.title} description={vacancy.data?.data?.title} />
      {list.length > 0 && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mb="lg">
          <Stepper
            active={current}
            onStepClick={(i) => setPickedStage(i)}
            orientation={mobile ? 'vertical' : 'horizontal'}
            size="xs"
            styles={{ steps: { flexWrap: 'wrap', rowGap: 12 } }}
          >
            {list.map((s) => (
              <Stepper.Step
                key={s.n}
                label={ru.web.stageTypes[s.type as StageType]}
                color={FAILED.includes(s.status) ? 'red' : undefined}
                completedIcon={DONE.includes(s.status) ? undefined : null}
              />
            ))}
          </Stepper>
          {stage && (
            <Stack gap="xs" mt="lg">
              <Group gap="sm">
                <Title order={2} fz="h4">
                  {ru.web.stageTypes[stage.type]}
                </Title>
                <Badge variant="light">{ru.web.stageStatuses[stage.status]}</Badge>
              </Group>
              <Text c="dimmed">{t.stageText}</Text>
              {current !== active && (
                <Group>
                  <Button variant="light" size="xs" onClick={() => setPickedStage(null)}>
                    {t.backToActive}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Card>
      )}
      {list.length === 0 && !stages.isPending && <EmptyState title={t.emptyTitle} text={t.emptyText} />}
    </>
  );
}
