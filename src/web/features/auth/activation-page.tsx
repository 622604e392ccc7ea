import { Navigate, useLocation } from 'react-router';
import { ruWebActivation } from '#shared/i18n/ru/ui/activation.ts';
import { useClientState } from '#web/lib/client-state.ts';
import { useCompleteSignIn } from '#web/lib/use-complete-sign-in.ts';
import type { ActivationState } from '../../lib/activation-state.ts';
import { CodeForm, type CodeNotice } from './components/code-form.tsx';
import { EnteringCard } from './components/entering-card.tsx';

function noticeOf(state: unknown): { notice: CodeNotice; resendIn: number } {
  const code = (state as Partial<ActivationState> | null)?.code;
  // Opened without it (typed in, or from another tab): a code may have been sent, and may be asked again.
  if (!code) return { notice: { kind: 'earlier' }, resendIn: 0 };
  return {
    notice: code.sent ? { kind: 'sent' } : { kind: 'not-sent', message: code.message },
    resendIn: code.retry_after,
  };
}

/** /activation: the code sent to the current phone confirms it and opens the session. */
export function ActivationPage() {
  const t = ruWebActivation;
  const phone = useClientState((s) => s.currentPhone);
  const { notice, resendIn } = noticeOf(useLocation().state);
  const complete = useCompleteSignIn();
  if (!phone) return <Navigate to="/login" replace />;
  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <CodeForm
        phone={phone}
        notice={notice}
        resendIn={resendIn}
        registered
        submitLabel={t.submit}
        onSignedIn={(user) => complete(user, 'activation', '/verified')}
      />
    </EnteringCard>
  );
}
