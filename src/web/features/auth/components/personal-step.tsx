import { InputBase, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Form } from '#web/lib/form.ts';
import { useQuery } from '@tanstack/react-query';
import { IMaskInput } from 'react-imask';
import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { citiesQuery } from '../../../api/cities.ts';
import { citizenshipsQuery } from '../../../api/citizenships.ts';
import type { PersonalValues } from '../../../components/profile-fields/values.ts';
import { REQUIRED } from '#web/components/required.ts';

/** Step 1: who the participant is. */
export function PersonalStep({ form }: { form: Form<PersonalValues> }) {
  const t = ruWebSignup.personal;
  const cities = useQuery(citiesQuery);
  const citizenships = useQuery(citizenshipsQuery);
  const birth = form.getInputProps('birth_date');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t.lastName} autoComplete="family-name" {...REQUIRED} {...form.getInputProps('last_name')} />
        <TextInput label={t.firstName} autoComplete="given-name" {...REQUIRED} {...form.getInputProps('first_name')} />
        <TextInput label={t.middleName} autoComplete="additional-name" {...form.getInputProps('middle_name')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <InputBase
          label={t.birthDate}
          {...REQUIRED}
          component={IMaskInput}
          mask="00.00.0000"
          placeholder="ДД.ММ.ГГГГ"
          inputMode="numeric"
          autoComplete="bday"
          value={form.values.birth_date}
          onAccept={(v: string) => form.setFieldValue('birth_date', v)}
          onBlur={birth.onBlur}
          error={birth.error}
        />
        <PhoneInput label={t.phone} {...REQUIRED} {...form.getInputProps('phone')} />
      </SimpleGrid>
      <TextInput label={t.email} type="email" autoComplete="email" {...REQUIRED} {...form.getInputProps('email')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t.city}
          placeholder={t.cityPlaceholder}
          {...REQUIRED}
          searchable
          nothingFoundMessage={t.nothingFound}
          data={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          disabled={cities.isPending && !cities.isError}
          {...form.getInputProps('city_id')}
        />
        <Select
          label={t.citizenship}
          {...REQUIRED}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t.nothingFound}
          data={(citizenships.data ?? [{ code: 'RU', name: 'Россия' }]).map((c) => ({ value: c.code, label: c.name }))}
          {...form.getInputProps('citizenship')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput label={t.password} description={t.passwordHint} autoComplete="new-password" {...REQUIRED} {...form.getInputProps('password')} />
        <PasswordInput label={t.passwordConfirmation} autoComplete="new-password" {...REQUIRED} {...form.getInputProps('password_confirmation')} />
      </SimpleGrid>
    </Stack>
  );
}
