/** The settings editor of one stage, by its type. */
import { NumberInput } from '#web/components/ui/number-input.tsx';
import { TextInput, Textarea } from '#web/components/ui/input.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { Radio } from '#web/components/ui/radio.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ActionIcon } from '#web/components/ui/action-icon.tsx';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { emptyTestQuestion, emptyVcvQuestion, newQuestionId, type PositionForm } from './form-values.ts';
import { ft } from './form-texts.ts';

type Form = PositionForm;
type P = { form: Form; i: number; disabled?: boolean };

function Remove({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} disabled={disabled}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** A long question's text with its remove button (video and test questions). */
function QuestionText({
  form,
  path,
  k,
  label,
  count,
  disabled,
}: {
  form: Form;
  path: string;
  k: number;
  label: string;
  count: number;
  disabled?: boolean | undefined;
}) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        rows={2}
        label={label}
        disabled={disabled}
        {...form.getInputProps(`${path}.${k}.text`)}
      />
      <Remove
        label={ft.removeQuestion(k + 1)}
        disabled={disabled || count < 2}
        onClick={() => form.removeListItem(path, k)}
      />
    </Group>
  );
}

/** «Добавить вопрос» under a list, off at the list's limit. */
function AddQuestion({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconPlus size={14} />}
      disabled={disabled}
      onClick={onClick}
    >
      {ft.addQuestion}
    </Button>
  );
}

function ScreeningSettings({ form, i, disabled }: P) {
  const path = `stages.${i}.settings.questions` as const;
  const list = form.values.stages[i]!.settings.questions;
  return (
    <Stack gap="xs">
      {list.map((q, k) => (
        <Group key={q.id} align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={ft.screeningQuestion(k + 1)}
            disabled={disabled}
            {...form.getInputProps(`${path}.${k}.text`)}
          />
          <Remove
            label={ft.removeQuestion(k + 1)}
            disabled={disabled || list.length < 2}
            onClick={() => form.removeListItem(path, k)}
          />
        </Group>
      ))}
      <AddQuestion
        disabled={!!disabled || list.length >= 10}
        onClick={() => form.insertListItem(path, { id: newQuestionId(), text: '' })}
      />
    </Stack>
  );
}

function VcvSettings({ form, i, disabled }: P) {
  const path = `stages.${i}.settings.vcv_questions` as const;
  const list = form.values.stages[i]!.settings.vcv_questions;
  return (
    <Stack gap="xs">
      {list.map((_, k) => (
        <Card key={k} withBorder padding="xs">
          <QuestionText
            form={form}
            path={path}
            k={k}
            label={ft.vcvQuestion(k + 1)}
            count={list.length}
            disabled={disabled}
          />
          <Group grow mt="xs" wrap="wrap">
            <NumberInput
              label={ft.thinkSeconds}
              min={5}
              max={300}
              disabled={disabled}
              {...form.getInputProps(`${path}.${k}.think_seconds`)}
            />
            <NumberInput
              label={ft.answerSeconds}
              min={10}
              max={600}
              disabled={disabled}
              {...form.getInputProps(`${path}.${k}.answer_seconds`)}
            />
            <NumberInput
              label={ft.retakes}
              min={0}
              max={5}
              disabled={disabled}
              {...form.getInputProps(`${path}.${k}.retakes`)}
            />
          </Group>
        </Card>
      ))}
      <AddQuestion
        disabled={!!disabled || list.length >= 10}
        onClick={() => form.insertListItem(path, emptyVcvQuestion())}
      />
    </Stack>
  );
}

function TestSettings({ form, i, disabled }: P) {
  const path = `stages.${i}.settings.test_questions` as const;
  const list = form.values.stages[i]!.settings.test_questions;
  return (
    <Stack gap="xs">
      <Group grow wrap="wrap">
        <NumberInput
          label={ft.timeLimit}
          min={1}
          max={180}
          disabled={disabled}
          {...form.getInputProps(`stages.${i}.settings.time_limit_minutes`)}
        />
        <NumberInput
          label={ft.passMark}
          min={0}
          max={100}
          disabled={disabled}
          {...form.getInputProps(`stages.${i}.settings.pass_mark`)}
        />
      </Group>
      {list.map((q, k) => (
        <Card key={k} withBorder padding="xs">
          <QuestionText
            form={form}
            path={path}
            k={k}
            label={ft.testQuestion(k + 1)}
            count={list.length}
            disabled={disabled}
          />
          <Radio.Group
            mt="xs"
            label={ft.correctChoice}
            value={String(q.correct)}
            onChange={(v) => form.setFieldValue(`${path}.${k}.correct`, Number(v))}
            error={form.errors[`${path}.${k}.correct`] ?? form.errors[`${path}.${k}.choices`]}
          >
            <Stack gap={6} mt={4}>
              {q.choices.map((_, c) => (
                <Group key={c} wrap="nowrap" gap="xs">
                  <Radio value={String(c)} aria-label={ft.markCorrect(k + 1, c + 1)} disabled={disabled} />
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={ft.choice(k + 1, c + 1)}
                    placeholder={ft.choicePlaceholder(c + 1)}
                    disabled={disabled}
                    {...form.getInputProps(`${path}.${k}.choices.${c}`)}
                  />
                  <Remove
                    label={ft.removeChoice(c + 1)}
                    disabled={disabled || q.choices.length < 3}
                    onClick={() => {
                      form.removeListItem(`${path}.${k}.choices`, c);
                      if (q.correct >= c && q.correct > 0)
                        form.setFieldValue(`${path}.${k}.correct`, q.correct - 1);
                    }}
                  />
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <Button
            variant="subtle"
            size="xs"
            mt={4}
            disabled={disabled || q.choices.length >= 8}
            onClick={() => form.insertListItem(`${path}.${k}.choices`, '')}
          >
            {ft.addChoice}
          </Button>
        </Card>
      ))}
      <AddQuestion
        disabled={!!disabled || list.length >= 100}
        onClick={() => form.insertListItem(path, emptyTestQuestion())}
      />
    </Stack>
  );
}

function MeetingSettings({ form, i, disabled }: P) {
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500} id={`meeting-format-${i}`}>
          {ft.meetingFormat}
        </Text>
        <SegmentedControl
          aria-labelledby={`meeting-format-${i}`}
          disabled={disabled}
          data={[
            { value: 'online', label: ft.online },
            { value: 'office', label: ft.office },
          ]}
          value={form.values.stages[i]!.settings.format}
          onChange={(v) =>
            form.setFieldValue(`stages.${i}.settings.format`, v === 'office' ? 'office' : 'online')
          }
        />
      </div>
      <Textarea
        label={ft.meetingDescription}
        rows={2}
        disabled={disabled}
        {...form.getInputProps(`stages.${i}.settings.description`)}
      />
    </Stack>
  );
}

function StartSettings({ form, i, disabled }: P) {
  return (
    <Group grow wrap="wrap">
      <TextInput
        label={ft.address}
        disabled={disabled}
        {...form.getInputProps(`stages.${i}.settings.address`)}
      />
      <TextInput
        label={ft.contact}
        disabled={disabled}
        {...form.getInputProps(`stages.${i}.settings.contact`)}
      />
    </Group>
  );
}

export function StageSettingsEditor(props: P) {
  const n = props.i + 1;
  if (n === 1) return <ScreeningSettings {...props} />;
  if (n === 2) return <VcvSettings {...props} />;
  if (n === 3) return <TestSettings {...props} />;
  if (n >= 4 && n <= 6) return <MeetingSettings {...props} />;
  if (n === 8) return <StartSettings {...props} />;
  return null;
}
