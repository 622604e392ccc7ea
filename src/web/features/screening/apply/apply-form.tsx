/**
 * The application form: the vacancy's screening questions, the CV as a file or a link, one post
 * (decision 052). It works before the page's scripts and without them (a multipart form posted to
 * the vacancy's page, whose action sends `POST /api/screening/apply` in-process); with the scripts the
 * same action sends it with upload progress. The file is pre-checked by name and size when chosen
 * (`/attach/check`, a courtesy: the server checks it again). Server errors land beside their fields.
 */
import { useState, useSyncExternalStore } from 'react';
import { data, Link, redirect } from 'react-router';
import { MAX_ANSWER } from '#shared/domain/apply.ts';
import { ruApply } from '#shared/i18n/ru/apply.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import type { AppContext } from '#web/lib/app-context.ts';
import { type Fields, type FormResult } from '#web/lib/form-action.ts';
import { submitApplication } from '../api/apply-submit.ts';
import { useVacancyStages } from '#web/api/vacancy-stages.ts';
import { chosenCv, cvField, CvFields } from './cv-fields.tsx';

const t = ruApply;
const f = t.form;

/** The upload's progress while the browser sends the form (null when nothing is being sent). */
let progress: number | null = null;
const listeners = new Set<() => void>();
function setProgress(value: number | null) {
  progress = value;
  for (const l of listeners) l();
}
function useProgress(): number | null {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => progress,
    () => null,
  );
}

/**
 * Applies to vacancy `vacancyId` and goes to /progress: what a page's action calls (the vacancy page
 * and the moved application's panel post here). The questions and the CV are checked by the API.
 */
export async function applyAction(
  fields: Fields,
  ctx: AppContext,
  form: FormData,
  vacancyId: number,
): Promise<Response | ReturnType<typeof data<FormResult>>> {
  const cv = chosenCv(fields, form);
  const answers = Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name.startsWith('answers.'))
      .map(([name, text]) => [name.slice('answers.'.length), text.trim()]),
  );
  if (!cv) return data({ errors: { [cvField(fields)]: t.cvRequired }, values: fields }, { status: 422 });
  try {
    await submitApplication({ vacancyId, answers, cv, onProgress: ctx.server ? undefined : setProgress });
  } catch (e) {
    // Sent twice (a double tap before the scripts): the first made the application, so the second
    // leads on as the first did rather than saying a screening is already active.
    if (!(e instanceof ApiError) || !e.errors.vacancy_id) throw e;
    const active = await ctx.queryClient.fetchQuery({ ...screeningVacancyQuery, staleTime: 0 });
    if (active.data?.id !== vacancyId) throw e;
  } finally {
    if (!ctx.server) setProgress(null);
  }
  if (!ctx.server) await ctx.queryClient.invalidateQueries({ queryKey: ['screening'] });
  return redirect('/progress');
}

export type ApplyFormProps = {
  vacancy: { id: number; title: string };
  /** Where «Отмена» leads (the page without the form); none in the moved application's panel. */
  cancelTo?: string;
};

export function ApplyForm({ vacancy, cancelTo }: ApplyFormProps) {
  const stages = useVacancyStages(vacancy.id);
  const questions = stages.data?.find((s) => s.n === 1)?.questions ?? [];
  const result = useFormResult();
  const sending = useProgress();

  if (stages.isPending) return <Loader aria-label={ruWebShell.loading} m="md" />;
  if (stages.isError)
    return (
      <Alert color="red" title={f.loadFailed}>
        {errorMessage(stages.error)}
      </Alert>
    );

  const errors = result.errors ?? {};
  // A refusal beside no field of this form (the vacancy closed, a screening already active).
  const shown = new Set(['cv', 'cv_link', ...questions.map((q) => `answers.${q.id}`)]);
  const other = Object.entries(errors).find(([field]) => !shown.has(field));
  return (
    <PageForm
      action={`/vacancies/${vacancy.id}?apply=1`}
      encType="multipart/form-data"
      aria-label={f.title(vacancy.title)}
    >
      <Stack gap="md">
        {questions.length > 0 && (
          <Title order={3} size="h4">
            {f.questionsTitle}
          </Title>
        )}
        {questions.map((q) => (
          <Answer
            key={q.id}
            name={`answers.${q.id}`}
            label={q.text}
            defaultValue={result.values?.[`answers.${q.id}`]}
            error={errors[`answers.${q.id}`]}
          />
        ))}
        <CvFields
          mode={result.values?.cv_mode === 'link' ? 'link' : 'file'}
          link={result.values?.cv_link}
          errors={{ cvFile: errors.cv, cvLink: errors.cv_link }}
        />
        {other ? (
          <Alert color="red" role="alert">
            {other[1]}
          </Alert>
        ) : (
          Object.keys(errors).length === 0 && <FormMessage result={result} />
        )}
        <Group justify="flex-end" gap="sm">
          {cancelTo && (
            <Button component={Link} to={cancelTo} variant="default" w={{ base: '100%', sm: 'auto' }}>
              {f.cancel}
            </Button>
          )}
          <PageSubmit w={{ base: '100%', sm: 'auto' }}>{f.submit}</PageSubmit>
        </Group>
        {sending !== null && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {f.sending(sending)}
          </Text>
        )}
      </Stack>
    </PageForm>
  );
}

/** One question's answer, with its count of characters. */
function Answer({
  name,
  label,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  const [length, setLength] = useState(defaultValue?.length ?? 0);
  return (
    <Textarea
      name={name}
      label={label}
      {...REQUIRED}
      rows={4}
      maxLength={MAX_ANSWER}
      defaultValue={defaultValue}
      onChange={(e) => setLength(e.currentTarget.value.length)}
      description={f.counter(length, MAX_ANSWER)}
      error={error}
    />
  );
}
