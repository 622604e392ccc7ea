import {
  DEPARTMENTS,
  ENGLISH_LEVELS,
  HOURS_PER_WEEK,
  WORK_FORMATS,
  YES_NO,
} from '#shared/domain/selection-lists.ts';
import { Radio } from '#web/components/ui/radio.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { REQUIRED } from '#web/components/required.ts';
import classes from './preference-fields.module.css';
import { listOf, type FieldState } from './values.ts';

/**
 * What the participant is looking for: the same named fields, lists and labels at sign-up and in the
 * profile. Checkboxes and radios are the platform's own, so they work before the scripts.
 */
export function PreferenceFields({ values, errors }: FieldState) {
  const t = ruProfileFields.preferences;
  const choice = (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name] });
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label={t.departments}
        description={t.departmentsHint}
        {...REQUIRED}
        defaultValue={listOf(values.departments)}
        error={errors.departments}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {DEPARTMENTS.map((d) => (
            <Checkbox key={d.value} name="departments" value={String(d.value)} label={d.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Radio.Group label={t.workFormat} {...REQUIRED} {...choice('work_format')}>
        <Group gap="lg" mt="xs">
          {WORK_FORMATS.map((w) => (
            <Radio key={w.value} value={String(w.value)} label={w.label} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Radio.Group label={t.hours} {...REQUIRED} {...choice('hours')}>
          <Group gap="lg" mt="xs">
            {HOURS_PER_WEEK.map((h) => (
              <Radio key={h.value} value={String(h.value)} label={h.label} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group label={t.relocate} {...REQUIRED} {...choice('relocate')}>
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
        name="english_level"
        defaultValue={values.english_level}
        error={errors.english_level}
      />
    </Stack>
  );
}
