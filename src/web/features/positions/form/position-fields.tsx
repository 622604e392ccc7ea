/** The position's own fields: title, lists, tags, description with a preview, cover. */
import { TextInput, Textarea } from '#web/components/ui/input.tsx';
import { Stack, Text } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { FileInput } from '#web/components/ui/file-input.tsx';
import { NumberInput } from '#web/components/ui/number-input.tsx';
import { Tab, TabList, TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { TagsInput } from '#web/components/ui/multi-select.tsx';
import { MarkdownText } from '#web/components/markdown.tsx';
import type { PositionForm } from './form-values.ts';
import { ft } from './form-texts.ts';
import { MAX_ANSWER_DAYS, MIN_ANSWER_DAYS } from '#shared/domain/answer-time.ts';

type Option = { value: number; label: string };
export type FormLists = {
  departments: Option[];
  work_formats: Option[];
  hours: Option[];
  english_levels: Option[];
  cities: Option[];
};
type Props = {
  form: PositionForm;
  lists: FormLists;
  tags: string[];
  cover: File | null;
  onCover: (f: File | null) => void;
};

const opts = (list: Option[]) => list.map((o) => ({ value: String(o.value), label: o.label }));

export function PositionFields({ form, lists, tags, cover, onCover }: Props) {
  return (
    <Stack gap="sm">
      <TextInput label={ft.title} withAsterisk {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={ft.department}
          required
          data={opts(lists.departments)}
          {...form.getInputProps('department')}
        />
        <Select
          label={ft.city}
          searchable
          clearable
          data={opts(lists.cities)}
          {...form.getInputProps('city_id')}
        />
        <Select
          label={ft.workFormat}
          required
          data={opts(lists.work_formats)}
          {...form.getInputProps('work_format')}
        />
        <Select label={ft.hours} required data={opts(lists.hours)} {...form.getInputProps('hours')} />
        <Select
          label={ft.english}
          data={opts(lists.english_levels)}
          {...form.getInputProps('english_level')}
        />
        <NumberInput label={ft.headcount} min={1} max={1000} {...form.getInputProps('headcount')} />
        <NumberInput
          label={ft.answerDays}
          description={ft.answerDaysHint}
          min={MIN_ANSWER_DAYS}
          max={MAX_ANSWER_DAYS}
          {...form.getInputProps('answer_days')}
        />
      </SimpleGrid>
      <TagsInput label={ft.tags} data={tags} maxTags={20} {...form.getInputProps('tags')} />
      <Tabs defaultValue="write">
        <TabList>
          <Tab value="write">{ft.write}</Tab>
          <Tab value="preview">{ft.preview}</Tab>
        </TabList>
        <TabPanel value="write">
          <Textarea label={ft.description} rows={8} {...form.getInputProps('description')} />
        </TabPanel>
        <TabPanel value="preview">
          {form.values.description.trim() ? (
            <MarkdownText>{form.values.description}</MarkdownText>
          ) : (
            <Text c="dimmed">{ft.previewEmpty}</Text>
          )}
        </TabPanel>
      </Tabs>
      <FileInput
        label={ft.cover}
        accept="image/*"
        clearable
        value={cover}
        onChange={onCover}
        error={form.errors.cover}
      />
    </Stack>
  );
}
