import { Checkbox, Radio } from '@mantine/core';
import { NativeSelect } from '#web/components/plain/native-select.tsx';
import { SimpleGrid } from '#web/components/plain/simple-grid.tsx';
import {
  DEPARTMENTS,
  ENGLISH_LEVELS,
  HOURS_PER_WEEK,
  WORK_FORMATS,
  YES_NO,
} from '#shared/domain/selection-lists.ts';
import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import { REQUIRED } from '#web/components/required.ts';
import type { Form } from '#web/lib/form.ts';
import type { PreferencesValues } from './values.ts';
import classes from './preference-fields.module.css';
import { Group, Stack } from '#web/components/plain/plain.tsx';

type PreferenceKey = 'departments' | 'work_format' | 'hours' | 'relocate' | 'english_level';

/** Any form holding the preference fields: the sign-up's third step and the profile page. */
export type PreferenceFieldsForm = {
  getInputProps: (path: PreferenceKey) => ReturnType<Form<PreferencesValues>['getInputProps']>;
};

/** What the participant is looking for: the same fields, lists and labels at sign-up and in the profile. */
export function PreferenceFields({ form }: { form: PreferenceFieldsForm }) {
  const t = ruWebSignup.preferences;
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label={t.departments}
        description={t.departmentsHint}
        {...REQUIRED}
        {...form.getInputProps('departments')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {DEPARTMENTS.map((d) => (
            <Checkbox key={d.value} value={String(d.value)} label={d.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Radio.Group label={t.workFormat} {...REQUIRED} {...form.getInputProps('work_format')}>
        <Group gap="lg" mt="xs">
          {WORK_FORMATS.map((w) => (
            <Radio key={w.value} value={String(w.value)} label={w.label} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Radio.Group label={t.hours} {...REQUIRED} {...form.getInputProps('hours')}>
          <Group gap="lg" mt="xs">
            {HOURS_PER_WEEK.map((h) => (
              <Radio key={h.value} value={String(h.value)} label={h.label} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group label={t.relocate} {...REQUIRED} {...form.getInputProps('relocate')}>
          <Group gap="lg" mt="xs">
            {YES_NO.map((y) => (
              <Radio key={String(y.value)} value={String(y.value)} label={y.label} />
            ))}
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <NativeSelect
        label={t.englishLevel}
        {...REQUIRED}
        className={classes.englishLevel}
        data={ENGLISH_LEVELS.map((l) => ({ value: String(l.value), label: l.label }))}
        {...form.getInputProps('english_level')}
      />
    </Stack>
  );
}
