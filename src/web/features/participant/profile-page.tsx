import { Link, useSearchParams } from 'react-router';
import { useDisclosure } from '#web/lib/hooks.ts';
import { formAction } from '#web/lib/form-action.ts';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/contracts/profile.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import {
  DEPARTMENTS,
  EDUCATION_LEVELS,
  ENGLISH_LEVELS,
  WORK_FORMATS,
} from '#shared/domain/selection-lists.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { profileQuery } from '#web/features/participant/api.ts';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

/** The form, in a chunk of its own: drawn by the server when asked for (`?edit=1`), loaded when used. */
const ProfileForm = lazyPart(() => import('./profile-form.tsx').then((m) => m.ProfileForm), {
  module: 'features/participant/profile-form.tsx',
});

/** The usability survey's form (`?usability=1`), drawn by the server when asked for. */
const UsabilityForm = lazyPart(() => import('./usability-form.tsx').then((m) => m.UsabilityForm));

/**
 * The page's posts (decision 052), each one's code loaded when it is sent: the usability survey
 * (`intent=usability…`, from its form here or from the dialog on any participant page) and the
 * edited profile.
 */
export const action = formAction(async (fields, ctx, { form }) =>
  fields.intent?.startsWith('usability')
    ? (await import('./usability-action.ts')).usabilityAction(fields, ctx)
    : (await import('./profile-action.ts')).saveProfile(fields, ctx, form),
);

const WithdrawConsentModal = lazyDialog(() =>
  import('#web/features/participant/withdraw-consent-modal.tsx').then((m) => m.WithdrawConsentModal),
);

/** /profile: the participant's data, edited with registration's rules, and the consent with its withdrawal. */
export function ProfilePage() {
  const t = ruHome.profile;
  const profile = useQuery(profileQuery);
  const [params] = useSearchParams();
  const editing = params.get('edit') === '1';
  const [withdrawing, withdrawModal] = useDisclosure(false);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError)
    return (
      <>
        <PageHeader title={t.title} />
        <Alert color="red" title={t.loadError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(profile.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void profile.refetch()}>
              {t.retry}
            </Button>
          </Stack>
        </Alert>
      </>
    );
  const p = profile.data;
  return (
    <>
      <PageHeader title={t.title}>
        {!editing && (
          <Button component={Link} to="?edit=1" leftSection={<IconPencil size={16} />} variant="light">
            {t.edit}
          </Button>
        )}
      </PageHeader>
      <Stack gap="lg">
        {params.get('usability') === '1' && (
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} fz="h4" mb="sm">
              {ruHome.usability.title}
            </Title>
            <UsabilityForm />
          </Card>
        )}
        {params.get('usability') === 'sent' && (
          <Alert color="green" role="status">
            {ruHome.usability.thanks}
          </Alert>
        )}
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {editing ? (
            <ProfileForm profile={p} />
          ) : (
            <Stack gap="md">
              {params.get('saved') === '1' && (
                <Alert color="green" role="status">
                  {t.saved}
                </Alert>
              )}
              <ProfileView profile={p} />
            </Stack>
          )}
        </Card>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t.consentTitle}
            </Title>
            <Text size="sm">
              {p.consent
                ? t.consentAccepted(p.consent.version, formatMoscow(p.consent.accepted_at, 'DD.MM.YYYY'))
                : t.consentNone}
            </Text>
            <Group>
              <Button color="red.9" variant="outline" onClick={withdrawModal.open}>
                {t.withdraw}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
      <WithdrawConsentModal opened={withdrawing} onClose={withdrawModal.close} />
    </>
  );
}

function label<V>(list: readonly { value: V; label: string }[], value: V | null): string {
  return list.find((o) => o.value === value)?.label ?? '';
}

function ProfileView({ profile: p }: { profile: Profile }) {
  const t = ruHome.profile;
  const sections: { title: string; rows: [string, string][] }[] = [
    {
      title: t.personal,
      rows: [
        [t.lastName, p.last_name],
        [t.firstName, p.first_name],
        [t.middleName, p.middle_name],
        [t.birthDate, p.birth_date ? p.birth_date.split('-').reverse().join('.') : ''],
        [t.email, p.email],
        [t.phone, p.phone ? formatPhone(p.phone) : ''],
        [t.city, p.city_name],
        [t.citizenship, p.citizenship_name],
      ],
    },
    {
      title: t.education,
      rows: [
        [t.institution, p.institution_name],
        [t.faculty, p.faculty],
        [t.specialty, p.specialty],
        [t.level, label(EDUCATION_LEVELS as readonly { value: string; label: string }[], p.level)],
        [t.course, p.course ? String(p.course) : ''],
        [t.graduationYear, p.graduation_year ? String(p.graduation_year) : ''],
      ],
    },
    {
      title: t.preferences,
      rows: [
        [t.departments, p.departments.map((d) => label(DEPARTMENTS, d as never)).join(', ')],
        [t.workFormat, label(WORK_FORMATS, p.work_format as never)],
        [t.hours, p.hours ? String(p.hours) : ''],
        [t.englishLevel, label(ENGLISH_LEVELS, p.english_level as never)],
        [t.relocate, p.relocate === null ? '' : p.relocate ? 'Да' : 'Нет'],
      ],
    },
  ];
  return (
    <Stack gap="xl">
      {sections.map((s) => (
        <Stack key={s.title} gap="md">
          <Title order={2} fz="h4">
            {s.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {s.rows.map(([name, value]) => (
              <Stack key={name} gap={2}>
                <Text size="sm" c="dimmed">
                  {name}
                </Text>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {value || t.notSet}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
