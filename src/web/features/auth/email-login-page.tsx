import { Link, redirect, useSearchParams } from 'react-router';
import { ruAuth } from '#shared/i18n/ru/auth.ts';
import { ruWebEmailLogin } from '#shared/i18n/ru/ui/email-login.ts';
import { ruWebForgot } from '#shared/i18n/ru/ui/forgot.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { PasswordInput, TextInput } from '#web/components/ui/input.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { formAction, type FormResult } from '#web/lib/form-action.ts';
import { finishSignIn } from '#web/lib/sign-in.ts';
import { startActivation } from '../../lib/activation-state.ts';
import { postForgotPassword } from './api/forgot-password.ts';
import { postLogin } from './api/login.ts';
import { ActivationCard, activationStep, codeStepAction, type CodeStep } from './components/code-form.tsx';
import { EnteringCard } from './components/entering-card.tsx';
import { OtherSignIn } from './components/other-sign-in.tsx';
import { isResetDone } from './reset-done.ts';

type EmailLoginResult = FormResult & { sent?: string };

/**
 * /email_login's forms: sign-in (`POST /login`), or with `?forgot=1` the reset link
 * (`POST /forgot-password`). Posted natively before the scripts, or by the router after (decision 052).
 */
export const action = formAction(async (fields, ctx) => {
  const email = (fields.email ?? '').trim();
  if (fields.intent === 'forgot')
    return { sent: (await postForgotPassword({ email })).message } satisfies EmailLoginResult;
  if (fields.intent === 'code' || fields.intent === 'resend')
    return codeStepAction(fields, ctx, { registered: true, source: 'activation' });
  const res = await postLogin({ email, password: fields.password ?? '' });
  if (res.user) return finishSignIn(ctx, res.user, 'login');
  const phone = res.activation_phone ?? '';
  // The phone is not confirmed yet and the code went to it: the browser goes on at /activation
  // (the phone kept in the tab); a page without scripts shows the code step in place.
  if (ctx.server) return activationStep(phone, res.code);
  startActivation(phone, res.code);
  return redirect('/activation');
});

/** /email_login: e-mail and password; «Забыли пароль?» opens the reset form in its place. */
export function EmailLoginPage() {
  const [params] = useSearchParams();
  const result = useFormResult<Partial<CodeStep>>();
  if (result.step === 'code') return <ActivationCard step={result as CodeStep} />;
  return params.get('forgot') === '1' ? <ForgotPassword /> : <EmailLogin />;
}

function EmailLogin() {
  const t = ruWebEmailLogin;
  const result = useFormResult();
  // Arrived from /reset/:token's form: the new password is what to type here.
  const [params] = useSearchParams();
  const reset = isResetDone(params) && !result.message;
  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <PageForm>
        <Stack gap="md">
          {reset && (
            <Alert color="green" role="status">
              {ruAuth.resetDone}
            </Alert>
          )}
          <FormMessage result={result} />
          <TextInput
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            size="md"
            {...REQUIRED}
            autoFocus
            defaultValue={result.values?.email}
            error={result.errors?.email}
          />
          <PasswordInput
            label={t.password}
            name="password"
            autoComplete="current-password"
            size="md"
            {...REQUIRED}
            error={result.errors?.password}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="?forgot=1" size="sm">
              {t.forgot}
            </Anchor>
          </Group>
          <PageSubmit size="md" fullWidth>
            {t.submit}
          </PageSubmit>
        </Stack>
      </PageForm>
      <OtherSignIn to="/login" label={t.byPhone} />
    </EnteringCard>
  );
}

function ForgotPassword() {
  const t = ruWebForgot;
  const result = useFormResult<EmailLoginResult>();
  return (
    <EnteringCard title={t.title} subtitle={t.text}>
      {result.sent ? (
        <Alert color="jti" role="status">
          {result.sent}
        </Alert>
      ) : (
        <PageForm>
          <Stack gap="md">
            <FormMessage result={result} />
            <TextInput
              label={t.email}
              name="email"
              type="email"
              autoComplete="email"
              size="md"
              {...REQUIRED}
              autoFocus
              defaultValue={result.values?.email}
              error={result.errors?.email}
            />
            <PageSubmit size="md" fullWidth value="forgot">
              {t.submit}
            </PageSubmit>
          </Stack>
        </PageForm>
      )}
      <Text ta="center" mt="lg">
        <Anchor component={Link} to="/email_login">
          {t.back}
        </Anchor>
      </Text>
    </EnteringCard>
  );
}
