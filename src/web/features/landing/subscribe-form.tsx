import { ruWebLanding } from '#shared/i18n/ru/ui/landing.ts';
import { EmailSubscribeForm } from '#web/components/email-subscribe-form.tsx';
import { useSubscribe } from './api/subscribe.ts';

/** The landing's vacancy subscription: an e-mail for every new vacancy (loaded lazily by the landing). */
export function SubscribeForm() {
  const t = ruWebLanding;
  const subscribe = useSubscribe();
  return (
    <EmailSubscribeForm
      send={(email) => subscribe.mutateAsync({ email })}
      pending={subscribe.isPending}
      emailLabel={t.subscribeEmail}
      submitLabel={t.subscribe}
    />
  );
}
