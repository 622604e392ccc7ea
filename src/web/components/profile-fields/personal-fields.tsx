import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { citiesQuery } from '#web/api/cities.ts';
import { citizenshipsQuery } from '#web/api/citizenships.ts';
import { TextInput } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { REQUIRED } from '#web/components/required.ts';
import type { FieldState } from './values.ts';

type Labels = Record<
  'lastName' | 'firstName' | 'middleName' | 'birthDate' | 'email' | 'city' | 'citizenship',
  string
>;

type Props = FieldState & {
  /** The phone beside the birth date: typed at sign-up, shown read-only in the profile. */
  phone: ReactNode;
  /** The page's own words for the fields (the profile says «Электронная почта»). */
  labels?: Labels;
  /** What the lists show until they load (a page drawn in the browser): the participant's own. */
  known?: { city?: { id: number; name: string }; citizenship?: { code: string; name: string } };
};

/**
 * Who the participant is: name, birth date, phone, e-mail, city and citizenship, in the sign-up's
 * first step and in the profile. Plain named fields (decision 052); the lists are the platform's own
 * selects, which a phone opens as its picker and which work before the scripts.
 */
export function PersonalFields({
  values,
  errors,
  phone,
  labels = ruProfileFields.personal,
  known = {},
}: Props) {
  const t = labels;
  const cities = useQuery(citiesQuery);
  const citizenships = useQuery(citizenshipsQuery);
  const field = (name: string) => ({ name, defaultValue: values[name], error: errors[name] });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t.lastName} autoComplete="family-name" {...REQUIRED} {...field('last_name')} />
        <TextInput label={t.firstName} autoComplete="given-name" {...REQUIRED} {...field('first_name')} />
        <TextInput label={t.middleName} autoComplete="additional-name" {...field('middle_name')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t.birthDate}
          {...REQUIRED}
          placeholder="ДД.ММ.ГГГГ"
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          {...field('birth_date')}
        />
        {phone}
      </SimpleGrid>
      <TextInput label={t.email} type="email" autoComplete="email" {...REQUIRED} {...field('email')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t.city}
          {...REQUIRED}
          data={(cities.data ?? (known.city ? [known.city] : [])).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
          {...field('city_id')}
        />
        <NativeSelect
          label={t.citizenship}
          {...REQUIRED}
          data={(citizenships.data ?? [known.citizenship ?? { code: 'RU', name: 'Россия' }]).map((c) => ({
            value: c.code,
            label: c.name,
          }))}
          {...field('citizenship')}
        />
      </SimpleGrid>
    </>
  );
}
