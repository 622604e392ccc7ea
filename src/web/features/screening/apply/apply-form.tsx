/**
 * The application form: the vacancy's screening questions, the CV as a file or a link, and one
 * submission with upload progress. The file is pre-checked by name and size before anything is
 * sent (`/attach/check`), the link on blur (`/cv/link/check`, a hint: any https link may be sent).
 * Server errors land beside their fields; nothing typed is lost on an error.
 */
import { Alert, Button, FileInput, Group, Loader, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_ANSWER, UPLOAD_EXTENSIONS, type ApplyResponse, type CheckResponse } from '#shared/contracts/apply.ts';
import { ru } from '#shared/i18n/ru.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useAttachCheck } from '../api/attach-check.ts';
import { useSubmitApplication } from '../api/apply-submit.ts';
import { useCvLinkCheck } from '../api/cv-link-check.ts';
import { useVacancyStages } from '../vacancies/api/vacancy-stages.ts';

const t = ru.apply;
const f = t.form;
const ACCEPT = UPLOAD_EXTENSIONS.cv.map((e) => `.${e}`).join(',');

type Values = { answers: Record<string, string>; cvMode: 'file' | 'link'; cvFile: File | null; cvLink: string };

export type ApplyFormProps = {
  vacancy: { id: number; title: string };
  onApplied: (application: ApplyResponse) => void;
  onCancel?: () => void;
};

export function ApplyForm({ vacancy, onApplied, onCancel }: ApplyFormProps) {
  const stages = useVacancyStages(vacancy.id);
  const questions = stages.data?.find((s) => s.n === 1)?.questions ?? [];
  const submit = useSubmitApplication();
  const fileCheck = useAttachCheck();
  const linkCheck = useCvLinkCheck();
  const [progress, setProgress] = useState<number | null>(null);
  const [linkVerdict, setLinkVerdict] = useState<CheckResponse | null>(null);
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
      if (values.cvMode === 'file' && !values.cvFile) errors.cvFile = t.cvRequired;
      if (values.cvMode === 'link' && !values.cvLink.trim()) errors.cvLink = t.cvRequired;
      return errors;
    },
  });

  const onFile = async (file: File | null) => {
    form.setFieldValue('cvFile', file);
    form.clearFieldError('cvFile');
    if (!file) return;
    try {
      const verdict = await fileCheck.mutateAsync({ kind: 'cv', name: file.name, size: file.size });
      if (!verdict.ok) form.setFieldError('cvFile', verdict.message);
    } catch {
      // The check is a courtesy: the server checks the file again at upload.
    }
  };

  const onLinkBlur = async () => {
    const link = form.values.cvLink.trim();
    setLinkVerdict(null);
    if (!link) return;
    try {
      setLinkVerdict(await linkCheck.mutateAsync(link));
    } catch {
      // Only a hint; the submission is checked on the server anyway.
    }
  };

  const onSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    setProgress(0);
    const answers = Object.fromEntries(questions.map((q) => [q.id, (values.answers[q.id] ?? '').trim()]));
    try {
      const created = await submit.mutateAsync({
        vacancyId: vacancy.id,
        answers,
        cv: values.cvMode === 'file' && values.cvFile ? { file: values.cvFile } : { link: values.cvLink.trim() },
        onProgress: setProgress,
      });
      onApplied(created);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length > 0) {
        const errors = e.fieldErrors();
        const cvField = values.cvMode === 'file' ? 'cvFile' : 'cvLink';
        const mapped: Record<string, string> = {};
        for (const [field, text] of Object.entries(errors)) {
          if (field.startsWith('answers.')) mapped[field] = text;
          else if (field === 'cv') mapped[cvField] = text;
          else if (field === 'cv_link') mapped.cvLink = text;
          else setFormError(text);
        }
        form.setErrors(mapped);
        if (Object.keys(mapped).length === 0) setFormError(e.message);
      } else {
        setFormError(errorMessage(e));
      }
    } finally {
      setProgress(null);
    }
  });

  if (stages.isPending) return <Loader aria-label={ru.web.loading} m="md" />;
  if (stages.isError) return <Alert color="red" title={f.loadFailed}>{errorMessage(stages.error)}</Alert>;

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
        <Title order={3} size="h4">
          {f.cvTitle}
        </Title>
        <SegmentedControl
          aria-label={f.cvTitle}
          data={[
            { value: 'file', label: f.cvAsFile },
            { value: 'link', label: f.cvAsLink },
          ]}
          {...form.getInputProps('cvMode')}
        />
        {form.values.cvMode === 'file' ? (
          <FileInput
            label={f.cvFileLabel}
            placeholder={f.cvFilePlaceholder}
            accept={ACCEPT}
            clearable
            leftSection={<IconFileText size={16} />}
            value={form.values.cvFile}
            onChange={(file) => void onFile(file)}
            error={form.errors.cvFile}
          />
        ) : (
          <TextInput
            label={f.cvLinkLabel}
            placeholder={f.cvLinkPlaceholder}
            type="url"
            inputMode="url"
            maxLength={500}
            {...form.getInputProps('cvLink')}
            onBlur={() => void onLinkBlur()}
            description={linkCheck.isPending ? f.checking : linkVerdict?.ok ? linkVerdict.message : undefined}
            error={form.errors.cvLink ?? (linkVerdict && !linkVerdict.ok ? linkVerdict.message : undefined)}
          />
        )}
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
          <Button type="submit" loading={false} disabled={busy} w={{ base: '100%', sm: 'auto' }}>
            {busy ? f.sending(progress) : f.submit}
          </Button>
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
