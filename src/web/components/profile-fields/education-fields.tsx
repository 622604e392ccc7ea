import { EDUCATION_LEVELS } from '#shared/domain/selection-lists.ts';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { TextInput } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { InstitutionField } from './institution-field.tsx';
import type { FieldState } from './values.ts';

const COURSES = ['1', '2', '3', '4', '5', '6'].map((c) => ({ value: c, label: c }));

/** Where the participant studies: the sign-up's second step and a part of the profile. */
export function EducationFields({ values, errors, suggestions }: FieldState & { suggestions?: string[] }) {
  const t = ruProfileFields.education;
  const field = (name: string) => ({ name, defaultValue: values[name], error: errors[name] });
  return (
    <Stack gap="md">
      <InstitutionField
        defaultValue={values.institution}
        error={errors.institution_id}
        suggestions={suggestions}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t.faculty} {...REQUIRED} maxLength={200} {...field('faculty')} />
        <TextInput label={t.specialty} {...REQUIRED} maxLength={200} {...field('specialty')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={t.level}
          {...REQUIRED}
          data={EDUCATION_LEVELS.map((l) => ({ value: l.value, label: l.label }))}
          {...field('level')}
        />
        <NativeSelect label={t.course} {...REQUIRED} data={COURSES} {...field('course')} />
        <TextInput
          label={t.graduationYear}
          {...REQUIRED}
          inputMode="numeric"
          maxLength={4}
          {...field('graduation_year')}
        />
      </SimpleGrid>
    </Stack>
  );
}
