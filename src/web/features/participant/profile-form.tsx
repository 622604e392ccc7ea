import { Switch } from '@mantine/core';
import { TextInput } from '#web/components/plain/input.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { notifications } from '@mantine/notifications';
import type { Profile } from '#shared/contracts/profile.ts';
import { ProfileUpdateSchema } from '#shared/contracts/profile.ts';
import { EducationStepSchema } from '#shared/contracts/auth.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { ruErrors } from '#shared/i18n/ru/errors.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { showFormError, useCheckedForm, zodValidate, type FormErrors } from '#web/lib/form.ts';
import { EducationStep } from '#web/components/profile-fields/education-step.tsx';
import { PersonalFields } from '#web/components/profile-fields/personal-fields.tsx';
import { PreferenceFields } from '#web/components/profile-fields/preference-fields.tsx';
import { educationBody, ruDateToIso, type EducationValues } from '#web/components/profile-fields/values.ts';
import { useSaveProfile } from './api.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Group, Stack, Text, Title } from '#web/components/plain/plain.tsx';

type MainValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  email: string;
  city_id: string | null;
  citizenship: string | null;
  departments: string[];
  work_format: string;
  hours: string;
  english_level: string | null;
  relocate: string;
  email_reminders: boolean;
};

const num = (v: string | null) => (v === null || v === '' ? undefined : Number(v));
const isoToRu = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');
const str = (v: number | boolean | null) => (v === null ? '' : String(v));

function mainBody(v: MainValues) {
  return {
    last_name: v.last_name,
    first_name: v.first_name,
    middle_name: v.middle_name,
    birth_date: ruDateToIso(v.birth_date),
    email: v.email,
    city_id: num(v.city_id),
    citizenship: v.citizenship ?? undefined,
    departments: v.departments.map(Number),
    work_format: num(v.work_format),
    hours: num(v.hours),
    english_level: num(v.english_level),
    relocate: v.relocate === '' ? undefined : v.relocate === 'true',
    email_reminders: v.email_reminders,
  };
}

const EDUCATION_KEYS = new Set([
  'institution_id',
  'faculty',
  'specialty',
  'level',
  'course',
  'graduation_year',
]);
/** The profile's rules for the fields outside the education step (that step has its own schema). */
const MainSchema = ProfileUpdateSchema.omit({
  institution_id: true,
  faculty: true,
  specialty: true,
  level: true,
  course: true,
  graduation_year: true,
});

/** Edits the profile with registration's rules; the phone is shown, not edited (it is the SMS-confirmed sign-in). */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const t = ruHome.profile;
  const save = useSaveProfile();
  const toBody = (main: MainValues, education: EducationValues) => ({
    ...mainBody(main),
    ...educationBody(education),
  });

  const education = useCheckedForm<EducationValues>(
    {
      institution_id: profile.institution_id ? String(profile.institution_id) : null,
      institution_label: profile.institution_name,
      faculty: profile.faculty,
      specialty: profile.specialty,
      level: profile.level || null,
      course: profile.course ? String(profile.course) : null,
      graduation_year: profile.graduation_year ?? '',
    },
    zodValidate(EducationStepSchema, educationBody),
  );
  const main = useCheckedForm<MainValues>(
    {
      last_name: profile.last_name,
      first_name: profile.first_name,
      middle_name: profile.middle_name,
      birth_date: isoToRu(profile.birth_date),
      email: profile.email,
      city_id: profile.city_id ? String(profile.city_id) : null,
      citizenship: profile.citizenship,
      departments: profile.departments.map(String),
      work_format: str(profile.work_format),
      hours: str(profile.hours),
      english_level: profile.english_level ? String(profile.english_level) : null,
      relocate: str(profile.relocate),
      email_reminders: profile.email_reminders,
    },
    zodValidate(MainSchema, mainBody),
  );

  const submit = () => {
    const a = main.validate();
    const b = education.validate();
    if (a.hasErrors || b.hasErrors) return;
    const body = ProfileUpdateSchema.parse(toBody(main.values, education.values));
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t.saved });
        onDone();
      },
      onError: (e) =>
        showFormError(e, (errors) => {
          main.setErrors(pick(errors, false));
          education.setErrors(pick(errors, true));
        }),
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="xl">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t.personal}
          </Title>
          <PersonalFields
            form={main}
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
          <EducationStep form={education} />
        </Stack>

        <Stack gap="lg">
          <Title order={2} fz="h4">
            {t.preferences}
          </Title>
          <PreferenceFields form={main} />
        </Stack>

        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t.reminders}
          </Title>
          <Switch
            label={t.emailReminders}
            description={t.emailRemindersHint}
            {...main.getInputProps('email_reminders', { type: 'checkbox' })}
          />
        </Stack>

        {save.isError && Object.keys(main.errors).length + Object.keys(education.errors).length > 0 && (
          <Text c="red" size="sm" role="alert">
            {ruErrors.validation}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <SubmitButton loading={save.isPending}>{t.save}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** The errors of one of the two forms: the education step's fields, or the rest. */
function pick(errors: FormErrors, educationPart: boolean): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => EDUCATION_KEYS.has(k.split('.')[0]!) === educationPart),
  );
}
