import { Link } from 'react-router';
import { normalizePhone } from '#shared/domain/phone.ts';
import { ruWebLogin } from '#shared/i18n/ru/ui/login.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { Stack } from '#web/components/plain/plain.tsx';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { formAction, type FormResult } from '#web/lib/form-action.ts';
import { CodeForm, codeStepAction, sendCodeStep, type CodeStep } from './components/code-form.tsx';
import { EnteringCard } from './components/entering-card.tsx';
import { OtherSignIn } from './components/other-sign-in.tsx';

/**
 * /login's forms: the phone (`POST /sms/send-code`), then the code step (`POST /sms/login`, or a
 * new code). Posted natively before the scripts, or by the router after (decision 052).
 */
export const action = formAction(async (fields, ctx) => {
  if (fields.intent === 'code' || fields.intent === 'resend')
    return codeStepAction(fields, ctx, { registered: false, source: 'login' });
  const phone = fields.phone ?? '';
  return sendCodeStep(normalizePhone(phone) ?? phone, 'if-registered');
});

/** /login: phone, then the SMS code. */
export function LoginPage() {
  const t = ruWebLogin;
  const result = useFormResult<FormResult & Partial<CodeStep>>();
  const step = result.step === 'code' ? (result as CodeStep) : null;
  return (
    <EnteringCard title={t.title} subtitle={step ? t.codeSubtitle : t.subtitle}>
      {step ? (
        <Stack gap="sm">
          <CodeForm step={step} submitLabel={t.submitCode} />
          <Button component={Link} to="/login" variant="subtle" color="gray">
            {t.changePhone}
          </Button>
        </Stack>
      ) : (
        <PageForm>
          <Stack gap="md">
            <FormMessage result={result} />
            <PhoneInput
              label={t.phone}
              name="phone"
              size="md"
              autoFocus
              {...REQUIRED}
              defaultValue={result.values?.phone}
              error={result.errors?.phone}
            />
            <PageSubmit size="md" fullWidth>
              {t.getCode}
            </PageSubmit>
          </Stack>
        </PageForm>
      )}
      <OtherSignIn to="/email_login" label={t.byEmail} />
    </EnteringCard>
  );
}
