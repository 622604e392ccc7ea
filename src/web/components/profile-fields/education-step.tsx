import { useState } from 'react';
import { NumberInput } from '#web/components/plain/number-input.tsx';
import { Select } from '#web/components/plain/select.tsx';
import { NativeSelect } from '#web/components/plain/native-select.tsx';
import { SimpleGrid } from '#web/components/plain/simple-grid.tsx';
import { TextInput } from '#web/components/plain/input.tsx';
import type { Form } from '#web/lib/form.ts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { EDUCATION_LEVELS } from '#shared/domain/selection-lists.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import { institutionsQuery } from '../../api/institutions.ts';
import type { EducationValues } from './values.ts';
import { REQUIRED } from '#web/components/required.ts';
import { Stack } from '#web/components/plain/plain.tsx';

const COURSES = ['1', '2', '3', '4', '5', '6'].map((c) => ({ value: c, label: c }));

/** Step 2: where the participant studies. */
export function EducationStep({ form }: { form: Form<EducationValues> }) {
  const t = ruWebSignup.education;
  const [search, setSearch] = useState(form.values.institution_label);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The box shows the picked name: that is not a search, so offer the default list then.
  const query =
    form.values.institution_id && debounced === form.values.institution_label.trim() ? '' : debounced;
  const institutions = useQuery(institutionsQuery(query));
  const options = (institutions.data ?? []).map((i) => ({
    value: String(i.id),
    label: i.short ? `${i.name} (${i.short})` : i.name,
  }));
  if (form.values.institution_id && !options.some((o) => o.value === form.values.institution_id)) {
    options.unshift({ value: form.values.institution_id, label: form.values.institution_label });
  }
  const inst = form.getInputProps('institution_id');

  return (
    <Stack gap="md">
      <Select
        label={t.institution}
        description={t.institutionHint}
        placeholder={t.institutionPlaceholder}
        {...REQUIRED}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options}
        nothingFoundMessage={institutions.isFetching ? ruWebShell.loading : t.nothingFound}
        value={form.values.institution_id}
        onChange={(value, option) => {
          form.setFieldValue('institution_id', value);
          form.setFieldValue('institution_label', option?.label ?? '');
        }}
        onBlur={inst.onBlur}
        error={inst.error}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t.faculty} {...REQUIRED} maxLength={200} {...form.getInputProps('faculty')} />
        <TextInput label={t.specialty} {...REQUIRED} maxLength={200} {...form.getInputProps('specialty')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={t.level}
          {...REQUIRED}
          data={EDUCATION_LEVELS.map((l) => ({ value: l.value, label: l.label }))}
          {...form.getInputProps('level')}
        />
        <NativeSelect label={t.course} {...REQUIRED} data={COURSES} {...form.getInputProps('course')} />
        <NumberInput
          label={t.graduationYear}
          {...REQUIRED}
          min={2000}
          max={2035}
          {...form.getInputProps('graduation_year')}
        />
      </SimpleGrid>
    </Stack>
  );
}
