import { useState } from 'react';
import { Modal } from '@mantine/core';
import { PasswordInput, TextInput } from '#web/components/plain/input.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Anchor } from '#web/components/plain/anchor.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordSchema, LoginSchema } from '#shared/contracts/auth.ts';
import { ruWebEmailLogin } from '#shared/i18n/ru/ui/email-login.ts';
import { ruWebForgot } from '#shared/i18n/ru/ui/forgot.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { setCurrentPhone } from '#web/lib/client-state.ts';
import { showFormError, zodValidate } from '#web/lib/form.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useCompleteSignIn } from '#web/lib/use-complete-sign-in.ts';
import type { ActivationState } from '../../lib/activation-state.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { useLogin } from './api/login.ts';
import { EnteringCard } from './components/entering-card.tsx';
import { OtherSignIn } from './components/other-sign-in.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { Group, Stack, Text } from '#web/components/plain/plain.tsx';

type LoginValues = { email: string; password: string };

/** /email_login: e-mail and password, and the «Забыли пароль?» modal. */
export function EmailLoginPage() {
  const t = ruWebEmailLogin;
  const login = useLogin();
  const complete = useCompleteSignIn();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const forgotOpen = params.get('forgot') === '1';
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: zodValidate(LoginSchema, (v: LoginValues) => v),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const res = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      if (res.activation_phone) {
        setCurrentPhone(res.activation_phone);
        void navigate('/activation', { state: { code: res.code } satisfies ActivationState });
      } else if (res.user) {
        complete(res.user, 'login');
      }
    } catch (e) {
      showFormError(e, form.setErrors);
    }
  });

  const setForgot = (open: boolean) => setParams(open ? { forgot: '1' } : {}, { replace: true });

  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.email}
            type="email"
            autoComplete="email"
            size="md"
            {...REQUIRED}
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t.password}
            autoComplete="current-password"
            size="md"
            {...REQUIRED}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={() => setForgot(true)}>
              {t.forgot}
            </Anchor>
          </Group>
          <SubmitButton size="md" loading={login.isPending} fullWidth>
            {t.submit}
          </SubmitButton>
        </Stack>
      </form>
      <OtherSignIn to="/login" label={t.byPhone} />
      <ForgotPasswordModal
        opened={forgotOpen}
        onClose={() => setForgot(false)}
        initialEmail={form.values.email}
      />
    </EnteringCard>
  );
}

function ForgotPasswordModal({
  opened,
  onClose,
  initialEmail,
}: {
  opened: boolean;
  onClose: () => void;
  initialEmail: string;
}) {
  const mobile = useIsMobile();
  const t = ruWebForgot;
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size={MODAL_WIDTH.md} fullScreen={mobile}>
      {opened && <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />}
    </Modal>
  );
}

function ForgotPasswordForm({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const t = ruWebForgot;
  const forgot = useForgotPassword();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: zodValidate(ForgotPasswordSchema, (v: { email: string }) => v),
  });
  const submit = form.onSubmit(async ({ email }) => {
    try {
      const res = await forgot.mutateAsync({ email: email.trim() });
      setDone(res.message);
    } catch (e) {
      showFormError(e, form.setErrors);
    }
  });
  if (done)
    return (
      <Stack>
        <Alert color="jti" role="status">
          {done}
        </Alert>
        <Button onClick={onClose}>{t.close}</Button>
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t.text}</Text>
        <TextInput
          label={t.email}
          type="email"
          autoComplete="email"
          {...REQUIRED}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <SubmitButton loading={forgot.isPending}>{t.submit}</SubmitButton>
      </Stack>
    </form>
  );
}
