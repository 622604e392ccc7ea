import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ParticipantStage } from '#shared/contracts/screening.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { ruReassignApply } from '#shared/i18n/ru/reassign-apply.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { screeningVacancyQuery } from '../../../api/screening-vacancy.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { CvReplace } from '../apply/cv-replace.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

/** The form for a moved application's new questions: a rare state, so the form loads only then. */
const ApplyForm = lazyPart(() => import('../apply/apply-form.tsx').then((m) => m.ApplyForm));

/**
 * SCREENING. `awaiting` is reached two ways: staff moved the record back to the screening (the
 * answers are in; the recruiter reads them), or staff moved the application to another vacancy
 * (record `none`): then the participant answers that vacancy's questions here. After they were
 * sent and while they are evaluated, the CV can be replaced.
 */
export function ScreeningPanel({ stage }: { stage: ParticipantStage }) {
  if (stage.status === 'none') return null;
  if (stage.status === 'awaiting') return <ScreeningAwaiting />;
  return (
    <Stack gap="sm" align="flex-start">
      <Group gap={6}>
        <IconCircleCheck size={18} color="var(--ui-color-green-7)" aria-hidden />
        <Text>{ruJourney.screeningSubmitted}</Text>
      </Group>
      {stage.status === 'eval' && <CvReplace />}
    </Stack>
  );
}

function ScreeningAwaiting() {
  const t = ruReassignApply;
  const screening = useQuery(screeningVacancyQuery);
  if (screening.isPending) return <Loader aria-label={ruWebShell.loading} size="sm" />;
  if (screening.isError) return <Alert color="red">{t.vacancyFailed}</Alert>;
  const vacancy = screening.data.data;
  if (screening.data.application?.status !== 'none' || !vacancy)
    return <Text>{ruJourney.whatToDo.SCREENING}</Text>;
  return (
    <Stack gap="md">
      <Title order={3} fz="h5">
        {t.title}
      </Title>
      <Text>{t.text(vacancy.title)}</Text>
      {/* Posted to the vacancy page's action, which leads back to /progress with the stages read again. */}
      <ApplyForm vacancy={{ id: vacancy.id, title: vacancy.title }} />
    </Stack>
  );
}
