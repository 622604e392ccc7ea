import { useEffect } from 'react';
import { Radio, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { HowKnowSchema } from '#shared/contracts/auth.ts';
import { HOW_KNOW_SOURCES } from '#shared/domain/selection-lists.ts';
import { ruWebVerified } from '#shared/i18n/ru/ui/verified.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { getClientState, setAuthenticated } from '#web/lib/client-state.ts';
import { homeAfterSignIn } from '#web/lib/home.ts';
import { showFormError, zodValidate } from '#web/lib/form.ts';
import { userInfoKey, userInfoQuery } from '#web/lib/session.ts';
import { useHowKnow } from './api/how-know.ts';
import { EnteringCard } from './components/entering-card.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Stack } from '#web/components/plain/plain.tsx';

type Values = { source: string; comment: string };

/**
 * /verified: «Откуда вы узнали о программе?» for a participant who owes the answer. The fresh session
 * check of spec section 4 and the way out for anyone else are the route's guard (app/guards.ts); here
 * the session is in the cache. The answer leads home, or to the vacancy the visitor came for.
 */
export function VerifiedPage() {
  const session = useQuery(userInfoQuery);
  const ok = session.isSuccess;
  useEffect(() => {
    if (ok) setAuthenticated(true);
  }, [ok]);
  if (!session.data) return <PageLoader />;
  return (
    <HowKnowForm
      home={homeAfterSignIn({ ...session.data, need_how_know: false }, getClientState().returnVacancyId)}
    />
  );
}

function HowKnowForm({ home }: { home: string }) {
  const t = ruWebVerified;
  const howKnow = useHowKnow();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { source: '', comment: '' },
    validate: zodValidate(HowKnowSchema, (v: Values) => v),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await howKnow.mutateAsync(values.source === 'other' ? values : { source: values.source });
      queryClient.setQueryData(userInfoKey, (u) => (u ? { ...u, need_how_know: false } : u));
      void navigate(home, { replace: true });
    } catch (e) {
      showFormError(e, form.setErrors);
    }
  });

  return (
    <EnteringCard title={t.title} subtitle={t.subtitle} width={520}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={t.question} {...REQUIRED} {...form.getInputProps('source')}>
            <Stack gap="xs" mt="xs">
              {HOW_KNOW_SOURCES.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.source === 'other' && (
            <Textarea
              label={t.comment}
              {...REQUIRED}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('comment')}
            />
          )}
          <SubmitButton size="md" loading={howKnow.isPending} fullWidth>
            {t.submit}
          </SubmitButton>
        </Stack>
      </form>
    </EnteringCard>
  );
}
