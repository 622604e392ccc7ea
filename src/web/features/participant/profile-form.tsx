import { Switch } from '#web/components/ui/switch.tsx';
import { Link } from 'react-router';
import type { Profile } from '#shared/contracts/profile.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Group, Stack, Title } from '#web/components/ui/primitives.tsx';
import { EducationFields } from '#web/components/profile-fields/education-fields.tsx';
import { PersonalFields } from '#web/components/profile-fields/personal-fields.tsx';
import { PreferenceFields } from '#web/components/profile-fields/preference-fields.tsx';
import { isoToRu, type FieldState } from '#web/components/profile-fields/values.ts';
import type { Fields } from '#web/lib/form-action.ts';
import type { ProfileResult } from './profile-action.ts';

const text = (v: number | boolean | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The saved profile as the form's fields hold it. */
function savedFields(p: Profile): Fields {
  return {
    last_name: p.last_name,
    first_name: p.first_name,
    middle_name: p.middle_name,
    birth_date: isoToRu(p.birth_date),
    email: p.email,
    city_id: p.city_id ? String(p.city_id) : '',
    citizenship: p.citizenship ?? '',
    institution: p.institution_name,
    faculty: p.faculty,
    specialty: p.specialty,
    level: p.level ?? '',
    course: text(p.course),
    graduation_year: text(p.graduation_year),
    departments: p.departments.join(','),
    work_format: text(p.work_format),
    hours: text(p.hours),
    english_level: text(p.english_level),
    relocate: text(p.relocate),
    email_reminders: text(p.email_reminders),
  };
}

/**
 * Edits the profile with registration's rules (decision 052: a real form, /profile's action); the
 * phone is shown, not edited (it is the SMS-confirmed sign-in).
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = ruHome.profile;
  const result = useFormResult<ProfileResult>();
  const state: FieldState = {
    values: result.values ?? savedFields(profile),
    errors: result.errors ?? {},
  };
  return (
    <PageForm aria-label={t.title}>
      <Stack gap="xl">
        <FormMessage result={result} />
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t.personal}
          </Title>
          <PersonalFields
            {...state}
            labels={t}
            known={{
              city: { id: profile.city_id ?? 0, name: profile.city_name },
              citizenship: { code: profile.citizenship ?? 'RU', name: profile.citizenship_name || 'Россия' },
            }}
            phone={
              <TextInput
                label={t.phone}
                value={profile.phone ? formatPhone(profile.phone) : ''}
                description={t.phoneNote}
                readOnly
              />
            }
          />
        </Stack>

        <Stack gap="md">
          <Title order={2} fz="h4">
            {t.education}
          </Title>
          <EducationFields {...state} suggestions={result.suggestions} />
        </Stack>

        <Stack gap="lg">
          <Title order={2} fz="h4">
            {t.preferences}
          </Title>
          <PreferenceFields {...state} />
        </Stack>

        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t.reminders}
          </Title>
          <Switch
            label={t.emailReminders}
            description={t.emailRemindersHint}
            name="email_reminders"
            value="true"
            defaultChecked={state.values.email_reminders === 'true'}
          />
        </Stack>

        <Group justify="flex-end">
          <Button component={Link} to="/profile" variant="default">
            {t.cancel}
          </Button>
          <PageSubmit>{t.save}</PageSubmit>
        </Group>
      </Stack>
    </PageForm>
  );
}
