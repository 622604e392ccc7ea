import type { VacancyFilters } from '#shared/contracts/vacancies.ts';
import { ruWebVacancies } from '#shared/i18n/ru/ui/vacancies.ts';
import { EmailSubscribeForm } from '#web/components/email-subscribe-form.tsx';
import { useVacancySubscribe } from './api/vacancy-subscribe.ts';

/** Subscribe to the current filters by e-mail (from the empty state). */
export function SubscribeForm({ filters }: { filters: VacancyFilters }) {
  const t = ruWebVacancies;
  const subscribe = useVacancySubscribe();
  return (
    <EmailSubscribeForm
      send={(email) => subscribe.mutateAsync({ email, filters })}
      pending={subscribe.isPending}
      emailLabel={t.subscribeEmail}
      submitLabel={t.subscribe}
    />
  );
}
