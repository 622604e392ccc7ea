import { TextInput } from '#web/components/ui/input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import { z } from 'zod';
import { EmailSchema } from '#shared/contracts/auth.ts';
import { ruWebVacancies } from '#shared/i18n/ru/ui/vacancies.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useCheckedForm, zodValidate } from '#web/lib/form.ts';
import { Group } from '#web/components/ui/primitives.tsx';

type Props = {
  /** Subscribes the address; resolves with the server's confirmation. */
  send: (email: string) => Promise<{ message: string }>;
  pending: boolean;
  emailLabel: string;
  submitLabel: string;
};

const EmailOnly = z.object({ email: EmailSchema });

/** One e-mail field and a button: a vacancy subscription (landing, or the current filter on /vacancies). */
export function EmailSubscribeForm({ send, pending, emailLabel, submitLabel }: Props) {
  const t = ruWebVacancies;
  const form = useCheckedForm(
    { email: '' },
    zodValidate(EmailOnly, (v: { email: string }) => v),
  );
  const submit = form.onSubmit(async ({ email }) => {
    try {
      const res = await send(email.trim());
      notify({ color: 'green', title: t.subscribedTitle, message: res.message });
      form.reset();
    } catch (e) {
      if (e instanceof ApiError && e.errors.email) form.setErrors({ email: e.errors.email[0] });
      else notify({ color: 'red', title: t.subscribeFailed, message: errorMessage(e) });
    }
  });
  return (
    <form onSubmit={submit} noValidate style={{ width: '100%' }}>
      <Group align="flex-start" gap="sm" wrap="wrap" justify="center">
        <TextInput
          label={emailLabel}
          type="email"
          autoComplete="email"
          style={{ flex: '1 1 220px' }}
          ta="left"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={pending} mt={{ base: 0, xs: 25 }} style={{ flex: '0 0 auto' }}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
