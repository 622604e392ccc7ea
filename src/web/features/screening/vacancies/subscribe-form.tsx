import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { SubscribeBodySchema, type VacancyFilters } from '#shared/contracts/vacancies.ts';
import { ru } from '#shared/i18n/ru.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { zodValidate } from '#web/lib/form.ts';
import { useVacancySubscribe } from './api/vacancy-subscribe.ts';

const EmailOnly = SubscribeBodySchema.pick({ email: true });

/** Subscribe to the current filters by e-mail (from the empty state). */
export function SubscribeForm({ filters }: { filters: VacancyFilters }) {
  const t = ru.web.vacancies;
  const subscribe = useVacancySubscribe();
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(EmailOnly, (v: { email: string }) => v) });
  const submit = form.onSubmit(async ({ email }) => {
    try {
      const res = await subscribe.mutateAsync({ email: email.trim(), filters });
      notifications.show({ color: 'green', title: t.subscribedTitle, message: res.message });
      form.reset();
    } catch (e) {
      if (e instanceof ApiError && e.errors.email) form.setErrors({ email: e.errors.email[0] });
      else notifications.show({ color: 'red', title: t.subscribeFailed, message: errorMessage(e) });
    }
  });
  return (
    <form onSubmit={submit} noValidate style={{ width: '100%' }}>
      <Group align="flex-start" gap="sm" wrap="wrap" justify="center">
        <TextInput
          label={t.subscribeEmail}
          type="email"
          autoComplete="email"
          style={{ flex: '1 1 220px' }}
          ta="left"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={subscribe.isPending} mt={{ base: 0, xs: 25 }} style={{ flex: '0 0 auto' }}>
          {t.subscribe}
        </Button>
      </Group>
    </form>
  );
}
