/**
 * The application form: the vacancy's screening questions, the CV as a file or a link, and one
 * submission with upload progress. The file is pre-checked by name and size before anything is
 * sent (`/attach/check`), the link on blur (`/cv/link/check`, a hint: any https link may be sent).
 * Server errors land beside their fields; nothing typed is lost on an error.
 */
import { Textarea } from '@mantine/core';
import { Alert } from '#web/components/plain/alert.tsx';
import { Loader } from '#web/components/plain/loader.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApplyResponse } from '#shared/contracts/apply.ts';
import { MAX_ANSWER } from '#shared/domain/apply.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSubmitApplication } from '../api/apply-submit.ts';
import { useVacancyStages } from '../vacancies/api/vacancy-stages.ts';
import { chosenCv, CvFields, cvErrors, splitCvErrors, type CvErrors, type CvValues } from './cv-fields.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Group, Stack, Text, Title } from '#web/components/plain/plain.tsx';

const t = ruApply;
const f = t.form;

type Values = CvValues & { answers: Record<string, string> };

export type ApplyFormProps = {
  vacancy: { id: number; title: string };
  onApplied: (application: ApplyResponse) => void;
  onCancel?: () => void;
};

export function ApplyForm({ vacancy, onApplied, onCancel }: ApplyFormProps) {
  const stages = useVacancyStages(vacancy.id);
  const questions = stages.data?.find((s) => s.n === 1)?.questions ?? [];
  const submit = useSubmitApplication();
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<Values>({
    initialValues: { answers: {}, cvMode: 'file', cvFile: null, cvLink: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const q of questions) {
        const text = (values.answers[q.id] ?? '').trim();
        if (!text) errors[`answers.${q.id}`] = t.answerRequired;
        else if (text.length > MAX_ANSWER) errors[`answers.${q.id}`] = t.answerLong(MAX_ANSWER);
      }
      return { ...errors, ...cvErrors(values) };
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    setProgress(0);
    const answers = Object.fromEntries(questions.map((q) => [q.id, (values.answers[q.id] ?? '').trim()]));
    try {
      const created = await submit.mutateAsync({
        vacancyId: vacancy.id,
        answers,
        cv: chosenCv(values),
        onProgress: setProgress,
      });
      onApplied(created);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length > 0) {
        const { cv, rest } = splitCvErrors(values.cvMode, e.fieldErrors());
        const answers = Object.fromEntries(
          Object.entries(rest).filter(([field]) => field.startsWith('answers.')),
        );
        form.setErrors({ ...cv, ...answers });
        const other = Object.entries(rest).find(([field]) => !field.startsWith('answers.'));
        if (other) setFormError(other[1]);
        else if (Object.keys(cv).length + Object.keys(answers).length === 0) setFormError(e.message);
      } else {
        setFormError(errorMessage(e));
      }
    } finally {
      setProgress(null);
    }
  });

  if (stages.isPending) return <Loader aria-label={ruWebShell.loading} m="md" />;
  if (stages.isError)
    return (
      <Alert color="red" title={f.loadFailed}>
        {errorMessage(stages.error)}
      </Alert>
    );

  const busy = progress !== null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={f.title(vacancy.title)}>
      <Stack gap="md">
        {questions.length > 0 && (
          <Title order={3} size="h4">
            {f.questionsTitle}
          </Title>
        )}
        {questions.map((q) => {
          const value = form.values.answers[q.id] ?? '';
          return (
            <Textarea
              key={q.id}
              label={q.text}
              required
              rows={4}
              maxLength={MAX_ANSWER}
              description={f.counter(value.length, MAX_ANSWER)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps(`answers.${q.id}`)}
              value={value}
            />
          );
        })}
        <CvFields
          values={form.values}
          errors={
            {
              cvFile: form.errors.cvFile as string | undefined,
              cvLink: form.errors.cvLink as string | undefined,
            } satisfies CvErrors
          }
          onChange={(patch) => form.setValues(patch)}
          onError={(field, message) =>
            message ? form.setFieldError(field, message) : form.clearFieldError(field)
          }
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {f.cancel}
            </Button>
          )}
          <SubmitButton loading={false} disabled={busy} w={{ base: '100%', sm: 'auto' }}>
            {busy ? f.sending(progress) : f.submit}
          </SubmitButton>
        </Group>
        {busy && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {f.sending(progress)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
