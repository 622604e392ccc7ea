import { Navigate, useLocation } from 'react-router';
import { ruWebActivation } from '#shared/i18n/ru/ui/activation.ts';
import { useFormResult } from '#web/components/page-form.tsx';
import { useClientState } from '#web/lib/client-state.ts';
import { formAction } from '#web/lib/form-action.ts';
import { activationCode } from '../../lib/activation-state.ts';
import { activationStep, CodeForm, codeStepAction, type CodeStep } from './components/code-form.tsx';
import { EnteringCard } from './components/entering-card.tsx';

/** The code confirms the phone and opens the session (`POST /sms/login`), or a new code is asked for. */
export const action = formAction((fields, ctx) =>
  codeStepAction(fields, ctx, { registered: true, source: 'activation' }),
);

/** /activation: the code sent to the current phone confirms it and opens the session. */
export function ActivationPage() {
  const t = ruWebActivation;
  const phone = useClientState((s) => s.currentPhone);
  const state = useLocation().state as unknown;
  const result = useFormResult<Partial<CodeStep>>();
  if (!phone) return <Navigate to="/login" replace />;
  const step = result.step === 'code' ? (result as CodeStep) : activationStep(phone, activationCode(state));
  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <CodeForm step={step} submitLabel={t.submit} />
    </EnteringCard>
  );
}
