/**
 * A survey as a form (decision 052): a 1-5 score as radio buttons, a comment, «Отправить» or a skip
 * (recorded too, so it is not asked again). The usability survey (/profile) and the stage survey
 * (/progress, /vacancies) are this form with their own texts, action and intent. In the page it is
 * the page's own form (a native post before the scripts, or without them; a refusal draws it again
 * with the comment kept); in a dialog (score-dialog.tsx) the same fields go to the same action by a
 * fetcher, so the page under the dialog stays.
 */
import type { FetcherWithComponents } from 'react-router';
import { Link } from 'react-router';
import { PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import type { FormResult } from '#web/lib/form-action.ts';

const SCORES = ['1', '2', '3', '4', '5'];

export type ScoreTexts = {
  /** A paragraph above the question, if any. */
  lead?: string;
  question: string;
  /** A line under the question, if any. */
  hint?: string;
  comment: string;
  send: string;
  skip: string;
};

export type ScoreFormProps = {
  /** The page's form's id (the anchor its link scrolls to) and its score error's prefix. */
  id: string;
  action: string;
  /** «Отправить» posts `intent`, the skip `<intent>-skip`; a refusal of either is this form's. */
  intent: string;
  texts: ScoreTexts;
  /** Hidden fields the action reads (which survey, where from). */
  hidden?: Record<string, string>;
  /** In the page only: a link back beside the buttons. */
  back?: { to: string; label: string };
  /** In a dialog: the fetcher that posts it. */
  fetcher?: FetcherWithComponents<FormResult>;
};

export function ScoreForm({ id, action, intent, texts, hidden = {}, back, fetcher }: ScoreFormProps) {
  const pageAnswer = useFormResult();
  const answer = fetcher ? (fetcher.data ?? {}) : pageAnswer;
  // The page's forms share one answer: only a refusal of this form's post is shown here.
  const result: FormResult = answer.values?.intent?.startsWith(intent) ? answer : {};
  const busy = fetcher !== undefined && fetcher.state !== 'idle';
  const scoreError = result.errors?.score;
  const fields = (
    <>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack>
        {texts.lead && <Text size="sm">{texts.lead}</Text>}
        <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={`${id}-score-error`}>
          <legend>
            <Text fw={500}>{texts.question}</Text>
            {texts.hint && (
              <Text size="sm" c="dimmed">
                {texts.hint}
              </Text>
            )}
          </legend>
          <Group gap="lg" mt="xs">
            {SCORES.map((score) => (
              <label key={score} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                <input
                  type="radio"
                  name="score"
                  value={score}
                  defaultChecked={result.values?.score === score}
                  style={{ width: 20, height: 20 }}
                />
                {score}
              </label>
            ))}
          </Group>
          {scoreError && (
            <Text id={`${id}-score-error`} size="sm" c="red.8" mt={4}>
              {scoreError}
            </Text>
          )}
        </fieldset>
        <Textarea
          label={texts.comment}
          name="comment"
          rows={3}
          maxLength={2000}
          defaultValue={result.values?.comment}
          error={result.errors?.comment}
        />
        {result.message && !scoreError && !result.errors?.comment && (
          <Alert color="red" role="alert">
            {result.message}
          </Alert>
        )}
        <Group justify="flex-end">
          {back && !fetcher && (
            <Button component={Link} to={back.to} variant="subtle">
              {back.label}
            </Button>
          )}
          {/* «Отправить» first: Enter on a score sends the answer, not the skip. */}
          <Sending busy={busy} value={intent}>
            {texts.send}
          </Sending>
          <Sending busy={busy} value={`${intent}-skip`} variant="default">
            {texts.skip}
          </Sending>
        </Group>
      </Stack>
    </>
  );
  if (fetcher)
    return (
      <fetcher.Form method="post" action={action} noValidate>
        {fields}
      </fetcher.Form>
    );
  return (
    <PageForm action={action} id={id}>
      {fields}
    </PageForm>
  );
}

/** The page's submit, or the dialog's (whose fetcher the page's navigation state does not see). */
function Sending({
  busy,
  value,
  variant,
  children,
}: {
  busy: boolean;
  value: string;
  variant?: 'default';
  children: string;
}) {
  if (!busy)
    return (
      <PageSubmit value={value} variant={variant}>
        {children}
      </PageSubmit>
    );
  return (
    <Button type="submit" name="intent" value={value} variant={variant} loading>
      {children}
    </Button>
  );
}
