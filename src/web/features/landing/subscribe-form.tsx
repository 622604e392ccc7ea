import { useState } from 'react';
import { ruWebLanding } from '#shared/i18n/ru/ui/landing.ts';
import { EmailSubscribeForm } from '#web/components/email-subscribe-form.tsx';
import { postSubscribe } from './api/subscribe.ts';

/** The landing's vacancy subscription: an e-mail for every new vacancy (loaded as it nears the screen). */
export function SubscribeForm() {
  const t = ruWebLanding;
  const [pending, setPending] = useState(false);
  const send = async (email: string) => {
    setPending(true);
    try {
      return await postSubscribe({ email });
    } finally {
      setPending(false);
    }
  };
  return (
    <EmailSubscribeForm
      send={send}
      pending={pending}
      emailLabel={t.subscribeEmail}
      submitLabel={t.subscribe}
    />
  );
}
