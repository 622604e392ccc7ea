import { useEffect } from 'react';
import { Radio } from '#web/components/ui/radio.tsx';
import { useQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { HOW_KNOW_SOURCES } from '#shared/domain/selection-lists.ts';
import { ruWebVerified } from '#shared/i18n/ru/ui/verified.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { getClientState, setAuthenticated } from '#web/lib/client-state.ts';
import { formAction } from '#web/lib/form-action.ts';
import { homeAfterSignIn } from '#web/lib/home.ts';
import { userInfoKey, userInfoQuery } from '#web/lib/session.ts';
import { putHowKnow } from './api/how-know.ts';
import { EnteringCard } from './components/entering-card.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { Stack } from '#web/components/ui/primitives.tsx';
import classes from './verified-page.module.css';

/**
 * The answer (`PUT /api/users/feedback/how-know`), posted natively before the scripts or by the
 * router after (decision 052). It leads home, or to the vacancy the visitor came for: on the server
 * its cookie's, in the browser the one kept in local storage. The route's guard lets only a
 * participant who owes the answer this far, and the API checks the same.
 */
export const action = formAction(async (fields, ctx) => {
  const source = fields.source ?? '';
  await putHowKnow(source === 'other' ? { source, comment: fields.comment ?? '' } : { source });
  if (!ctx.server) ctx.queryClient.setQueryData(userInfoKey, (u) => (u ? { ...u, need_how_know: false } : u));
  const vacancy = ctx.server ? ctx.server.returnVacancyId : getClientState().returnVacancyId;
  return redirect(homeAfterSignIn({ role: 'participant', need_how_know: false }, vacancy));
});

/**
 * /verified: «Откуда вы узнали о программе?» for a participant who owes the answer. The fresh session
 * check of spec section 4 and the way out for anyone else are the route's guard (app/guards.ts); here
 * the session is in the cache.
 */
export function VerifiedPage() {
  const session = useQuery(userInfoQuery);
  const ok = session.isSuccess;
  useEffect(() => {
    if (ok) setAuthenticated(true);
  }, [ok]);
  if (!session.data) return <PageLoader />;
  return <HowKnowForm />;
}

const SOURCE_ID = 'how-know-source';

function HowKnowForm() {
  const t = ruWebVerified;
  const result = useFormResult();
  return (
    <EnteringCard title={t.title} subtitle={t.subtitle} width={520}>
      <PageForm className={classes.form}>
        <Stack gap="md">
          <FormMessage result={result} />
          {/* The browser holds the choice (`defaultValue`): a pick made before the scripts stays picked
              when they take over. */}
          <Radio.Group
            id={SOURCE_ID}
            name="source"
            label={t.question}
            {...REQUIRED}
            defaultValue={result.values?.source}
            error={result.errors?.source}
          >
            <Stack gap="xs" mt="xs">
              {HOW_KNOW_SOURCES.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Radio.Group>
          <div className={classes.other}>
            <Textarea
              label={t.comment}
              name="comment"
              {...REQUIRED}
              rows={3}
              maxLength={500}
              defaultValue={result.values?.comment}
              error={result.errors?.comment}
            />
          </div>
          <PageSubmit size="md" fullWidth>
            {t.submit}
          </PageSubmit>
        </Stack>
      </PageForm>
    </EnteringCard>
  );
}
