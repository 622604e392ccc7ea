import { useState } from 'react';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { SmsSendCodeSchema } from '#shared/contracts/auth.ts';
import { normalizePhone } from '#shared/domain/phone.ts';
import { ruWebLogin } from '#shared/i18n/ru/ui/login.ts';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showFormError, zodValidate } from '#web/lib/form.ts';
import { useCompleteSignIn } from '#web/lib/use-complete-sign-in.ts';
import { useSendCode } from './api/send-code.ts';
import { CodeForm, type CodeNotice } from './components/code-form.tsx';
import { EnteringCard } from './components/entering-card.tsx';
import { OtherSignIn } from './components/other-sign-in.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Stack } from '#web/components/plain/plain.tsx';

/** /login: phone, then the SMS code. */
export function LoginPage() {
  const t = ruWebLogin;
  const sendCode = useSendCode();
  const complete = useCompleteSignIn();
  const [sent, setSent] = useState<{ phone: string; resendIn: number; notice: CodeNotice } | null>(null);
  const form = useForm({
    initialValues: { phone: '' },
    validate: zodValidate(SmsSendCodeSchema, (v: { phone: string }) => v),
  });

  const submit = form.onSubmit(async ({ phone }) => {
    const e164 = normalizePhone(phone) ?? phone;
    try {
      const res = await sendCode.mutateAsync(e164);
      setSent({ phone: e164, resendIn: res.retry_after, notice: { kind: 'if-registered' } });
    } catch (e) {
      // A code was asked for this phone less than a minute ago: it is still valid, so let the user
      // type it. Any other refusal (the address, the budget) comes with a text beside the phone.
      if (e instanceof ApiError && e.status === 429 && e.retryAfter && Object.keys(e.errors).length === 0) {
        setSent({ phone: e164, resendIn: e.retryAfter, notice: { kind: 'earlier' } });
        return;
      }
      showFormError(e, form.setErrors);
    }
  });

  return (
    <EnteringCard title={t.title} subtitle={sent ? t.codeSubtitle : t.subtitle}>
      {sent ? (
        <Stack gap="sm">
          <CodeForm
            phone={sent.phone}
            notice={sent.notice}
            resendIn={sent.resendIn}
            registered={false}
            submitLabel={t.submitCode}
            onSignedIn={(user) => complete(user, 'login')}
          />
          <Button variant="subtle" color="gray" onClick={() => setSent(null)}>
            {t.changePhone}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PhoneInput label={t.phone} size="md" autoFocus {...REQUIRED} {...form.getInputProps('phone')} />
            <SubmitButton size="md" loading={sendCode.isPending} fullWidth>
              {t.getCode}
            </SubmitButton>
          </Stack>
        </form>
      )}
      <OtherSignIn to="/email_login" label={t.byEmail} />
    </EnteringCard>
  );
}
