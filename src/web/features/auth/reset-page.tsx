import { Link, redirect, useParams } from 'react-router';
import { ResetPasswordSchema } from '#shared/contracts/auth.ts';
import { ruAuth } from '#shared/i18n/ru/auth.ts';
import { ruWebReset } from '#shared/i18n/ru/ui/reset.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordInput } from '#web/components/ui/input.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { formAction } from '#web/lib/form-action.ts';
import { postResetPassword } from './api/reset-password.ts';
import { EnteringCard } from './components/entering-card.tsx';
import { RESET_DONE } from './reset-done.ts';

/**
 * /reset/:token's form (`POST /reset-password`), posted natively before the scripts or by the router
 * after (decision 052). Done, the visitor signs in with the new password: /email_login says it
 * changed. A weak password, a mismatch or a spent link come back as the API's refusal.
 */
export const action = formAction(async (fields, _ctx, { args }) => {
  await postResetPassword({
    token: args.params.token ?? '',
    password: fields.password ?? '',
    password_confirmation: fields.password_confirmation ?? '',
  });
  return redirect(`/email_login?${RESET_DONE}`);
});

/** A link that cannot be one (cut short when copied): said before anything is typed. */
const malformed = (token: string) =>
  !ResetPasswordSchema.safeParse({ token, password: 'x'.repeat(8), password_confirmation: 'x'.repeat(8) })
    .success;

/** /reset/:token: a new password by the e-mailed link. */
export function ResetPage() {
  const token = useParams().token ?? '';
  const result = useFormResult();
  const spent = result.errors?.token;
  if (spent || malformed(token)) return <InvalidLink message={spent} />;
  return <ResetForm />;
}

function ResetForm() {
  const t = ruWebReset;
  const result = useFormResult();
  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <PageForm>
        <Stack gap="md">
          <FormMessage result={result} />
          <PasswordInput
            label={t.password}
            description={t.passwordHint}
            name="password"
            autoComplete="new-password"
            size="md"
            {...REQUIRED}
            autoFocus
            error={result.errors?.password}
          />
          <PasswordInput
            label={t.confirmation}
            name="password_confirmation"
            autoComplete="new-password"
            size="md"
            {...REQUIRED}
            error={result.errors?.password_confirmation}
          />
          <PageSubmit size="md" fullWidth>
            {t.submit}
          </PageSubmit>
        </Stack>
      </PageForm>
    </EnteringCard>
  );
}

function InvalidLink({ message }: { message?: string | undefined }) {
  const t = ruWebReset;
  return (
    <EnteringCard title={t.invalidTitle}>
      <Stack>
        <Alert color="orange" role="alert">
          {message ?? ruAuth.resetInvalid}
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
}
