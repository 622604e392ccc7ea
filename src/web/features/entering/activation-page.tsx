import { Navigate } from 'react-router';
import { ruWebActivation } from '#shared/i18n/ru/ui/activation.ts';
import { useClientState } from '#web/lib/client-state.ts';
import { useCompleteSignIn } from '#web/lib/use-complete-sign-in.ts';
import { CodeForm } from './components/code-form.tsx';
import { EnteringCard } from './components/entering-card.tsx';

/** /activation: the code sent to the current phone confirms it and opens the session. */
export function ActivationPage() {
  const t = ruWebActivation;
  const phone = useClientState((s) => s.currentPhone);
  const complete = useCompleteSignIn();
  if (!phone) return <Navigate to="/login" replace />;
  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <CodeForm phone={phone} resendIn={60} submitLabel={t.submit} onSignedIn={(user) => complete(user, 'activation', '/verified')} />
    </EnteringCard>
  );
}
