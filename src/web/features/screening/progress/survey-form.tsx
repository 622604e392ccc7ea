/**
 * The stage survey due as a form of the page (decision 052): a 1-5 score as radio buttons and a
 * comment, «Отправить» or «Пропустить» (a skip is recorded, so it is not asked again). It posts to the
 * action of the page it is on (/progress, or /vacancies after an ended record; survey-action.ts) at
 * `?survey=<type>`, where a refusal draws it again, before the scripts too; answered, the page opens
 * with `?survey=sent`. Drawn in the page at `?survey=<type>` and, once the scripts run, inside the
 * dialog (survey-dialog.tsx).
 */
import { Link, useFetcher, useLocation } from 'react-router';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { Textarea } from '#web/components/plain/input.tsx';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';
import type { FormResult } from '#web/lib/form-action.ts';

const SCORES = ['1', '2', '3', '4', '5'];

export function SurveyForm({ survey, inDialog = false }: { survey: SurveyType; inDialog?: boolean }) {
  const t = ruJourney;
  const pageAnswer = useFormResult();
  // In the dialog, a fetcher: the page under it (a confirmation at `?offer=accept`, say) stays.
  const fetcher = useFetcher<FormResult>();
  const answer = inDialog ? (fetcher.data ?? {}) : pageAnswer;
  const page = useLocation().pathname === '/vacancies' ? '/vacancies' : '/progress';
  // The page's forms share one answer: only a refused survey answer is this form's.
  const result: FormResult = answer.values?.intent?.startsWith('survey') ? answer : {};
  const Shell = inDialog ? fetcher.Form : PageForm;
  const scoreError = result.errors?.score;
  return (
    <Shell method="post" noValidate action={`${page}?survey=${survey}`} id="survey">
      <input type="hidden" name="survey" value={survey} />
      {inDialog && <input type="hidden" name="from" value="dialog" />}
      <Stack>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby="survey-score-error">
          <legend>
            <Text fw={500}>{t.surveyQuestion[survey]}</Text>
            <Text size="sm" c="dimmed">
              {t.surveyScore}
            </Text>
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
            <Text id="survey-score-error" size="sm" c="red.8" mt={4}>
              {scoreError}
            </Text>
          )}
        </fieldset>
        <Textarea
          label={t.surveyComment}
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
          {!inDialog && (
            <Button component={Link} to={page} variant="subtle">
              {t.cancel}
            </Button>
          )}
          {/* «Отправить» first: Enter on a score sends the answer, not the skip. */}
          <PageSubmit value="survey">{t.surveySend}</PageSubmit>
          <PageSubmit variant="default" value="survey-skip">
            {t.surveySkip}
          </PageSubmit>
        </Group>
      </Stack>
    </Shell>
  );
}
