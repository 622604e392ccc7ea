import { useState } from 'react';
import { PasswordInput } from '#web/components/plain/input.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Anchor } from '#web/components/plain/anchor.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { ResetPasswordSchema } from '#shared/contracts/auth.ts';
import { ruAuth } from '#shared/i18n/ru/auth.ts';
import { ruWebReset } from '#shared/i18n/ru/ui/reset.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showFormError, zodValidate } from '#web/lib/form.ts';
import { useResetPassword } from './api/reset-password.ts';
import { EnteringCard } from './components/entering-card.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Stack } from '#web/components/plain/plain.tsx';

type Values = { password: string; password_confirmation: string };

/** /reset/:token: a new password by the e-mailed link. */
export function ResetPage() {
  const t = ruWebReset;
  const token = useParams().token ?? '';
  const reset = useResetPassword();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(() =>
    ResetPasswordSchema.safeParse({ token, password: 'x'.repeat(8), password_confirmation: 'x'.repeat(8) })
      .success
      ? 'form'
      : 'invalid',
  );
  const [message, setMessage] = useState('');
  const form = useForm<Values>({
    initialValues: { password: '', password_confirmation: '' },
    validate: zodValidate(ResetPasswordSchema, (v: Values) => ({ ...v, token })),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const res = await reset.mutateAsync({ ...values, token });
      setMessage(res.message);
      setState('done');
    } catch (e) {
      if (e instanceof ApiError && e.errors.token) {
        setMessage(e.errors.token[0] ?? ruAuth.resetInvalid);
        setState('invalid');
        return;
      }
      showFormError(e, form.setErrors);
    }
  });

  if (state === 'done')
    return (
      <EnteringCard title={t.doneTitle}>
        <Stack>
          <Alert color="green" role="status">
            {message || ruAuth.resetDone}
          </Alert>
          <Button component={Link} to="/email_login" size="md">
            {t.toLogin}
          </Button>
        </Stack>
      </EnteringCard>
    );

  if (state === 'invalid')
    return (
      <EnteringCard title={t.invalidTitle}>
        <Stack>
          <Alert color="orange" role="alert">
            {message || ruAuth.resetInvalid}
          </Alert>
          <Button component={Link} to="/email_login?forgot=1" size="md">
            {t.requestNew}
          </Button>
          <Anchor component={Link} to="/login" ta="center" size="sm">
            {t.toPhoneLogin}
          </Anchor>
        </Stack>
      </EnteringCard>
    );

  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t.password}
            description={t.passwordHint}
            autoComplete="new-password"
            size="md"
            {...REQUIRED}
            autoFocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t.confirmation}
            autoComplete="new-password"
            size="md"
            {...REQUIRED}
            {...form.getInputProps('password_confirmation')}
          />
          <SubmitButton size="md" loading={reset.isPending} fullWidth>
            {t.submit}
          </SubmitButton>
        </Stack>
      </form>
    </EnteringCard>
  );
}
