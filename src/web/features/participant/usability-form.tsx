/**
 * The usability survey as a form (decision 052): a 1-5 score as radio buttons, a comment, «Отправить»
 * or «Не сейчас». In the page at `/profile?usability=1` (a native post before the scripts, or
 * without them) and in the dialog the layout opens once the scripts run; both post to /profile's
 * action (usability-action.ts). A refusal (no score) shows the API's text with the comment kept.
 */
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { Textarea } from '#web/components/plain/input.tsx';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';
import type { FormResult } from '#web/lib/form-action.ts';
import type { UsabilityResult } from './usability-action.ts';

const SCORES = ['1', '2', '3', '4', '5'];
const ACTION = '/profile?usability=1';

type Result = FormResult & UsabilityResult;

/** In the page: the page's own form. */
export function UsabilityForm() {
  const result = useFormResult<Result>();
  return (
    <PageForm action={ACTION} id="usability">
      <UsabilityFields result={result.values?.intent?.startsWith('usability') ? result : {}} />
    </PageForm>
  );
}

/** In the dialog: the same post by a fetcher, so the page under the dialog stays. */
export function UsabilityDialogForm({ fetcher }: { fetcher: FetcherWithComponents<Result> }) {
  return (
    <fetcher.Form method="post" action={ACTION} noValidate>
      <UsabilityFields result={fetcher.data ?? {}} busy={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}

export const useUsabilityFetcher = () => useFetcher<Result>();

function UsabilityFields({ result, busy = false }: { result: Result; busy?: boolean }) {
  const t = ruHome.usability;
  const scoreError = result.errors?.score;
  return (
    <Stack>
      <Text size="sm">{t.text}</Text>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby="usability-score-error">
        <legend>
          <Text fw={500}>{t.score}</Text>
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
          <Text id="usability-score-error" size="sm" c="red.8" mt={4}>
            {scoreError}
          </Text>
        )}
      </fieldset>
      <Textarea
        label={t.comment}
        name="comment"
        rows={3}
        maxLength={2000}
        defaultValue={result.values?.comment}
        error={result.errors?.comment}
      />
      {!scoreError && !result.errors?.comment && <FormMessage result={result} />}
      <Group justify="flex-end">
        {/* «Отправить» first: Enter on a score sends the answer, not the skip. */}
        <Sending busy={busy} value="usability">
          {t.send}
        </Sending>
        <Sending busy={busy} value="usability-skip" variant="default">
          {t.skip}
        </Sending>
      </Group>
    </Stack>
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

/** The thanks after a post, in the page (`?usability=sent`) or in the dialog. */
export function UsabilityThanks() {
  return (
    <Alert color="green" role="status">
      {ruHome.usability.thanks}
    </Alert>
  );
}
