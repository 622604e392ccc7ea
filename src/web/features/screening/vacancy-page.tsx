import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconArrowLeft, IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ruWebErrorPages } from '#shared/i18n/ru/ui/error-pages.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebVacancy } from '#shared/i18n/ru/ui/vacancy.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { screeningVacancyQuery } from '../../api/screening-vacancy.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { Paper } from '#web/components/ui/card.tsx';
import { formAction } from '#web/lib/form-action.ts';
import { ApplyAction } from './apply/apply-action.tsx';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { useVacancy } from '#web/api/vacancy.ts';
import { useVacancyStages } from '#web/api/vacancy-stages.ts';
import { VacancyDetails } from './vacancies/vacancy-details.tsx';
import { Stack, Title } from '#web/components/ui/primitives.tsx';

/** The apply form, in a chunk of its own: most visits to a vacancy only read it. */
const ApplyForm = lazyPart(() => import('./apply/apply-form.tsx').then((m) => m.ApplyForm), {
  module: 'features/screening/apply/apply-form.tsx',
});

/** The apply form's post (decision 052): the application, then /progress. */
export const action = formAction(async (fields, ctx, { form, args }) => {
  const { applyAction } = await import('./apply/apply-form.tsx');
  return applyAction(fields, ctx, form, Number(args.params.id));
});

/** /vacancies/:id: the vacancy, its pipeline and (while it is open) the way to apply. */
export function VacancyPage() {
  const t = ruWebVacancy;
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const vacancy = useVacancy(valid ? id : 0);
  const stages = useVacancyStages(valid ? id : 0);
  const screening = useQuery(screeningVacancyQuery);
  if (!valid) return <Navigate to="/400" replace />;

  const back = (
    <Anchor
      component={Link}
      to="/vacancies"
      size="sm"
      mb="md"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={16} /> {t.back}
    </Anchor>
  );
  if (vacancy.isPending || stages.isPending) return <Loader aria-label={ruWebShell.loading} m="xl" />;
  if (vacancy.error instanceof ApiError && vacancy.error.status === 404) {
    return (
      <EmptyState
        icon={<IconBriefcase size={32} stroke={1.5} />}
        title={ruWebErrorPages.notFound.title}
        text={ruWebErrorPages.notFound.text}
        action={
          <Button component={Link} to="/vacancies" variant="light">
            {t.toList}
          </Button>
        }
      />
    );
  }
  if (vacancy.isError || stages.isError) {
    return (
      <Alert color="red" title={t.loadFailed}>
        {errorMessage(vacancy.error ?? stages.error)}
      </Alert>
    );
  }

  const mine = screening.data?.data?.id === id;
  // An open vacancy and no active screening: «Откликнуться» opens the apply form.
  const canApply = screening.isSuccess && !screening.data.data && vacancy.data.status === 'open';
  const action = mine ? (
    <Button component={Link} to="/progress" variant="light" w={{ base: '100%', sm: 'auto' }}>
      {t.toProgress}
    </Button>
  ) : canApply ? (
    <ApplyAction />
  ) : null;
  // «Откликнуться» opens the form below the vacancy: a link, so it works before the scripts.
  const applying = canApply && params.get('apply') === '1';
  return (
    <Stack gap={0}>
      {back}
      <VacancyDetails vacancy={vacancy.data} stages={stages.data} action={applying ? null : action} />
      {applying && (
        <Paper id="apply" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              {ruApply.form.title(vacancy.data.title)}
            </Title>
            <ApplyForm vacancy={vacancy.data} cancelTo={`/vacancies/${id}`} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
