import type { ReactNode } from 'react';
import { Select } from '#web/components/plain/select.tsx';
import { SimpleGrid } from '#web/components/plain/simple-grid.tsx';
import { InputBase, TextInput } from '#web/components/plain/input.tsx';
import { useQuery } from '@tanstack/react-query';
import { IMaskInput } from 'react-imask';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { citiesQuery } from '#web/api/cities.ts';
import { citizenshipsQuery } from '#web/api/citizenships.ts';
import { REQUIRED } from '#web/components/required.ts';
import type { Form } from '#web/lib/form.ts';

/** The personal fields both forms hold (the sign-up's step adds the phone and the password). */
export type PersonalFieldValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  /** As typed: ДД.ММ.ГГГГ. */
  birth_date: string;
  email: string;
  city_id: string | null;
  citizenship: string | null;
};

type Labels = Record<
  'lastName' | 'firstName' | 'middleName' | 'birthDate' | 'email' | 'city' | 'citizenship',
  string
>;

type PersonalKey = keyof PersonalFieldValues;

/** Any form holding the personal fields: the sign-up's first step and the profile page. */
export type PersonalFieldsForm = {
  getInputProps: (path: PersonalKey) => ReturnType<Form<PersonalFieldValues>['getInputProps']>;
  values: { birth_date: string };
  setFieldValue: (path: 'birth_date', value: string) => void;
};

type Props = {
  form: PersonalFieldsForm;
  /** The phone beside the birth date: typed at sign-up, shown read-only in the profile. */
  phone: ReactNode;
  /** The page's own words for the fields (the profile says «Электронная почта»). */
  labels?: Labels;
  /** What the lists show until they load: the participant's own city and citizenship. */
  known?: { city?: { id: number; name: string }; citizenship?: { code: string; name: string } };
};

/**
 * Who the participant is: name, birth date, phone, e-mail, city and citizenship, in the sign-up's
 * first step and in the profile.
 */
export function PersonalFields({ form, phone, labels = ruProfileFields.personal, known = {} }: Props) {
  const t = labels;
  const cities = useQuery(citiesQuery);
  const citizenships = useQuery(citizenshipsQuery);
  const birth = form.getInputProps('birth_date');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t.lastName}
          autoComplete="family-name"
          {...REQUIRED}
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label={t.firstName}
          autoComplete="given-name"
          {...REQUIRED}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={t.middleName}
          autoComplete="additional-name"
          {...form.getInputProps('middle_name')}
        />
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
        {phone}
      </SimpleGrid>
      <TextInput
        label={t.email}
        type="email"
        autoComplete="email"
        {...REQUIRED}
        {...form.getInputProps('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t.city}
          placeholder={ruProfileFields.personal.cityPlaceholder}
          {...REQUIRED}
          searchable
          nothingFoundMessage={ruProfileFields.personal.nothingFound}
          data={(cities.data ?? (known.city ? [known.city] : [])).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
          disabled={!known.city && cities.isPending && !cities.isError}
          {...form.getInputProps('city_id')}
        />
        <Select
          label={t.citizenship}
          {...REQUIRED}
          searchable
          allowDeselect={false}
          nothingFoundMessage={ruProfileFields.personal.nothingFound}
          data={(citizenships.data ?? [known.citizenship ?? { code: 'RU', name: 'Россия' }]).map((c) => ({
            value: c.code,
            label: c.name,
          }))}
          {...form.getInputProps('citizenship')}
        />
      </SimpleGrid>
    </>
  );
}
