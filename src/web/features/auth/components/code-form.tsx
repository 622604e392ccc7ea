import { useState } from 'react';
import { TextInput } from '#web/components/plain/input.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { SmsLoginSchema, type UserInfo } from '#shared/contracts/auth.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { ruWebCode } from '#shared/i18n/ru/ui/code.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notifyError, showFormError, zodValidate } from '#web/lib/form.ts';
import { notifications } from '@mantine/notifications';
import { useSendCode } from '../api/send-code.ts';
import { useSmsLogin } from '../api/sms-login.ts';
import { formatSeconds, useCountdown } from '#web/lib/countdown.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';

/**
 * What the page knows of the last code: it went out (`sent`), it went out if the phone has an
 * account (`if-registered`, /login must not tell), one was asked for within the minute (`earlier`),
 * or a limit stopped it (`not-sent`, with the server's reason and wait).
 */
export type CodeNotice =
  { kind: 'sent' | 'if-registered' | 'earlier' } | { kind: 'not-sent'; message: string };

type Props = {
  phone: string;
  notice: CodeNotice;
  /** Seconds before a new code may be asked for. */
  resendIn: number;
  /** The phone surely has an account (/activation): a resent code is said to be sent. */
  registered: boolean;
  submitLabel: string;
  onSignedIn: (user: UserInfo) => void;
};

/** The 6-digit SMS code with a resend countdown: used by /login and /activation. */
export function CodeForm({
  phone,
  notice: initialNotice,
  resendIn,
  registered,
  submitLabel,
  onSignedIn,
}: Props) {
  const t = ruWebCode;
  const [wait, setWait] = useState(() => ({ seconds: resendIn, from: Date.now() }));
  const left = useCountdown(wait.seconds, wait.from);
  const restart = (seconds: number) => setWait({ seconds, from: Date.now() });
  const [notice, setNotice] = useState(initialNotice);
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

  const resend = () =>
    sendCode.mutate(phone, {
      onSuccess: (res) => {
        restart(res.retry_after);
        form.setFieldValue('code', '');
        setNotice({ kind: registered ? 'sent' : 'if-registered' });
        notifications.show({ color: 'jti', message: registered ? t.resent : res.message });
      },
      onError: (e) => {
        if (e instanceof ApiError && e.retryAfter) restart(e.retryAfter);
        // A refusal beside the phone means no code went out: say so where the code is expected.
        if (e instanceof ApiError && e.status === 429 && e.errors.phone?.[0])
          setNotice({ kind: 'not-sent', message: e.errors.phone[0] });
        else notifyError(e);
      },
    });

  const notSent = notice.kind === 'not-sent';
  const [before, after] = notSent
    ? t.notSentTo
    : notice.kind === 'earlier'
      ? t.earlier
      : notice.kind === 'sent'
        ? t.sent
        : t.ifRegistered;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notSent && (
          <Alert color="yellow" title={t.notSentTitle} role="alert">
            {notice.message}
          </Alert>
        )}
        <Text>
          {before}
          <b style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</b>
          {after}
        </Text>
        <TextInput
          label={t.label}
          description={t.hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus={!notSent}
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
              {(notSent ? t.sendIn : t.resendIn)(formatSeconds(left))}
            </Text>
          ) : (
            <Button variant="subtle" onClick={resend} loading={sendCode.isPending}>
              {notSent ? t.send : t.resend}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
