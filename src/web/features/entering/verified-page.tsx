import { useEffect } from 'react';
import { Button, Center, Loader, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { HowKnowSchema } from '#shared/contracts/auth.ts';
import { HOW_KNOW_SOURCES } from '#shared/domain/selection-lists.ts';
import { roleHome } from '#shared/domain/roles.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebVerified } from '#shared/i18n/ru/ui/verified.ts';
import { setAuthenticated } from '#web/lib/client-state.ts';
import { showFormError, zodValidate } from '#web/lib/form.ts';
import { userInfoKey, userInfoQuery } from '#web/lib/session.ts';
import { useHowKnow } from './api/how-know.ts';
import { EnteringCard } from './components/entering-card.tsx';
import { REQUIRED } from '#web/components/required.ts';

type Values = { source: string; comment: string };

/** /verified: a fresh session check, then «Откуда вы узнали о программе?» when the user owes it. */
export function VerifiedPage() {
  // Spec section 4: a fresh check here, whatever the cache holds.
  const session = useQuery({ ...userInfoQuery, staleTime: 0, refetchOnMount: 'always' });
  const ok = session.isSuccess;
  useEffect(() => {
    if (ok) setAuthenticated(true);
  }, [ok]);

  if (session.isError) {
    return <Navigate to="/login" replace />;
  }
  if (!session.data || session.isFetching) {
    return (
      <Center mih={240}>
        <Loader aria-label={ruWebShell.loading} />
      </Center>
    );
  }
  const user = session.data;
  if (!(user.role === 'participant' && user.need_how_know)) return <Navigate to={roleHome(user.role)} replace />;
  return <HowKnowForm home={roleHome(user.role)} />;
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
            <Textarea label={t.comment} {...REQUIRED} autosize minRows={2} maxLength={500} {...form.getInputProps('comment')} />
          )}
          <Button type="submit" size="md" loading={howKnow.isPending} fullWidth>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </EnteringCard>
  );
}
