import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SmsLoginSchema, type UserInfo } from '#shared/contracts/auth.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { ruWebCode } from '#shared/i18n/ru/ui/code.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notifyError, showFormError, zodValidate } from '#web/lib/form.ts';
import { notifications } from '@mantine/notifications';
import { useSendCode } from '../api/send-code.ts';
import { useSmsLogin } from '../api/sms-login.ts';
import { formatSeconds, useCountdown } from './use-countdown.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';

type Props = {
  phone: string;
  /** Seconds before a new code may be asked for (a code was just sent). */
  resendIn: number;
  submitLabel: string;
  onSignedIn: (user: UserInfo) => void;
};

/** The 6-digit SMS code with a resend countdown: used by /login and /activation. */
export function CodeForm({ phone, resendIn, submitLabel, onSignedIn }: Props) {
  const t = ruWebCode;
  const [left, restart] = useCountdown(resendIn);
  const smsLogin = useSmsLogin();
  const sendCode = useSendCode();
  const form = useForm({
    initialValues: { code: '' },
    validate: zodValidate(SmsLoginSchema.pick({ code: true }), (v: { code: string }) => v),
  });

  const submit = form.onSubmit(async ({ code }) => {
    try {
      const res = await smsLogin.mutateAsync({ phone, code: code.trim() });
      onSignedIn(res.user);
    } catch (e) {
      showFormError(e, form.setErrors);
    }
  });

  const resend = async () => {
    try {
      const res = await sendCode.mutateAsync(phone);
      restart(res.retry_after);
      form.setFieldValue('code', '');
      notifications.show({ color: 'jti', message: res.message });
    } catch (e) {
      if (e instanceof ApiError && e.retryAfter) restart(e.retryAfter);
      notifyError(e);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {t.sentTo} <b style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</b>
        </Text>
        <TextInput
          label={t.label}
          description={t.hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          size="md"
          styles={{ input: { letterSpacing: 6, fontSize: 20 } }}
          {...form.getInputProps('code')}
          onChange={(e) => form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        />
        <SubmitButton size="md" loading={smsLogin.isPending} fullWidth>
          {submitLabel}
        </SubmitButton>
        <Group justify="center">
          {left > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t.resendIn(formatSeconds(left))}
            </Text>
          ) : (
            <Button variant="subtle" onClick={resend} loading={sendCode.isPending}>
              {t.resend}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
