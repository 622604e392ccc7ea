import { ruWebVacancies } from '#shared/i18n/ru/ui/vacancies.ts';
import { PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Group } from '#web/components/ui/primitives.tsx';
import type { SubscribeResult } from './subscribe-action.ts';

/**
 * Subscribe to the current filters by e-mail (from the empty state): a form of the page's own
 * (decision 052), posted to the list's address, whose query string holds the filters.
 */
export function SubscribeForm() {
  const t = ruWebVacancies;
  const result = useFormResult<SubscribeResult>();
  if (result.subscribed)
    return (
      <Alert color="green" title={t.subscribedTitle} role="status" w="100%">
        {result.subscribed}
      </Alert>
    );
  // A refusal that names no field (a limit, a stale page) goes under the field too: it is the only one.
  const error = result.errors?.email ?? result.message;
  return (
    <PageForm style={{ width: '100%' }}>
      <Group align="flex-start" gap="sm" wrap="wrap" justify="center">
        <TextInput
          label={t.subscribeEmail}
          name="email"
          type="email"
          autoComplete="email"
          style={{ flex: '1 1 220px' }}
          ta="left"
          defaultValue={result.values?.email}
          error={error}
        />
        <PageSubmit mt={{ base: 0, xs: 25 }} style={{ flex: '0 0 auto' }}>
          {t.subscribe}
        </PageSubmit>
      </Group>
    </PageForm>
  );
}
