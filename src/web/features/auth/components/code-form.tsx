import type { CodeDeliveryAnswer, UserInfo } from '#shared/contracts/auth.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { ruWebActivation } from '#shared/i18n/ru/ui/activation.ts';
import { ruWebCode } from '#shared/i18n/ru/ui/code.ts';
import { FormMessage, PageForm, PageSubmit } from '#web/components/page-form.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import type { AppContext } from '#web/lib/app-context.ts';
import type { WelcomeSource } from '#web/lib/client-state.ts';
import { formatSeconds, useCountdown } from '#web/lib/countdown.ts';
import { refusal, type Fields, type FormResult } from '#web/lib/form-action.ts';
import { finishSignIn } from '#web/lib/sign-in.ts';
import { postSendCode } from '../api/send-code.ts';
import { postSmsLogin } from '../api/sms-login.ts';
import { EnteringCard } from './entering-card.tsx';

/**
 * What the page knows of the last code: it went out (`sent`), it went out if the phone has an
 * account (`if-registered`, /login must not tell), one was asked for within the minute (`earlier`),
 * or a limit stopped it (`not-sent`, with the server's reason and wait).
 */
export type CodeNotice =
  { kind: 'sent' | 'if-registered' | 'earlier' } | { kind: 'not-sent'; message: string };

/** A page's action answer that shows the code step: the phone the code went to, and when to ask again. */
export type CodeStep = FormResult & { step: 'code'; phone: string; notice: CodeNotice; resendIn: number };

const KINDS = new Set(['sent', 'if-registered', 'earlier']);

/** The notice the form carried (a hidden field), for the step drawn again after a refused code. */
function carriedNotice(fields: Fields): CodeNotice {
  const kind = fields.notice ?? '';
  return KINDS.has(kind) ? ({ kind } as CodeNotice) : { kind: 'earlier' };
}

/**
 * The code step after a sign-up or an e-mail sign-in found the phone unconfirmed: the API's word on
 * the code it sent. Without it (/activation typed in, or opened from another tab) a code may have been
 * sent, and may be asked for again.
 */
export function activationStep(phone: string, code: CodeDeliveryAnswer | null): CodeStep {
  if (!code) return { step: 'code', phone, notice: { kind: 'earlier' }, resendIn: 0 };
  return {
    step: 'code',
    phone,
    notice: code.sent ? { kind: 'sent' } : { kind: 'not-sent', message: code.message },
    resendIn: code.retry_after,
  };
}

/**
 * A code to `phone` (`POST /sms/send-code`) as the code step: sent, or asked for within the minute
 * (the last SMS's code still works). Any other refusal names the phone: for a first code it stays
 * beside the phone (thrown, the form's refusal); for a code asked again it is said where the code is
 * expected (`resend`).
 */
export async function sendCodeStep(
  phone: string,
  sent: CodeNotice['kind'],
  { resend = false } = {},
): Promise<CodeStep> {
  try {
    const res = await postSendCode(phone);
    return { step: 'code', phone, notice: { kind: sent } as CodeNotice, resendIn: res.retry_after };
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 429 || !e.retryAfter) throw e;
    const notSent = e.errors.phone?.[0];
    if (notSent && !resend) throw e;
    return {
      step: 'code',
      phone,
      notice: notSent ? { kind: 'not-sent', message: notSent } : { kind: 'earlier' },
      resendIn: e.retryAfter,
    };
  }
}

/**
 * The code step's two buttons in a page's action: «Отправить код ещё раз» (`intent=resend`) and the
 * code itself (`POST /sms/login`), which signs in and leads on; a refused code keeps the step.
 */
export async function codeStepAction(
  fields: Fields,
  ctx: AppContext,
  opts: { registered: boolean; source: WelcomeSource },
): Promise<Response | CodeStep | ReturnType<typeof refusal>> {
  const phone = fields.phone ?? '';
  if (fields.intent === 'resend')
    return sendCodeStep(phone, opts.registered ? 'sent' : 'if-registered', { resend: true });
  try {
    const res = await postSmsLogin({ phone, code: (fields.code ?? '').trim() });
    return finishSignIn(ctx, res.user as UserInfo, opts.source);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) throw e;
    return refusal(e, fields, {
      step: 'code',
      phone,
      notice: carriedNotice(fields),
      resendIn: 0,
    } as CodeStep);
  }
}

type Props = {
  step: CodeStep;
  /** The phone surely has an account (activation): a resent code is said to be sent. */
  submitLabel: string;
};

/** The 6-digit SMS code with a resend countdown: the code step of /login, activation and sign-up. */
export function CodeForm({ step, submitLabel }: Props) {
  const t = ruWebCode;
  const left = useCountdown(step.resendIn, 'now');
  const { notice, phone } = step;
  const notSent = notice.kind === 'not-sent';
  const [before, after] = notSent
    ? t.notSentTo
    : notice.kind === 'earlier'
      ? t.earlier
      : notice.kind === 'sent'
        ? t.sent
        : t.ifRegistered;
  return (
    // Keyed by the answer: a new code's step starts with an empty field.
    <PageForm key={`${notice.kind}-${step.resendIn}`}>
      <input type="hidden" name="phone" value={phone} />
      <input type="hidden" name="notice" value={notice.kind} />
      <Stack gap="md">
        {notSent && (
          <Alert color="yellow" title={t.notSentTitle} role="alert">
            {notice.message}
          </Alert>
        )}
        <FormMessage result={step} />
        <Text>
          {before}
          <b style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</b>
          {after}
        </Text>
        <TextInput
          label={t.label}
          description={t.hint}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          autoFocus={!notSent}
          size="md"
          styles={{ input: { letterSpacing: 6, fontSize: 20 } }}
          error={step.errors?.code ?? step.errors?.phone}
        />
        <PageSubmit size="md" fullWidth value="code">
          {submitLabel}
        </PageSubmit>
        <Group justify="center">
          {left > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {(notSent ? t.sendIn : t.resendIn)(formatSeconds(left))}
            </Text>
          ) : (
            <PageSubmit variant="subtle" value="resend">
              {notSent ? t.send : t.resend}
            </PageSubmit>
          )}
        </Group>
      </Stack>
    </PageForm>
  );
}

/**
 * The phone's code after a sign-up or an e-mail sign-in, in place of /activation when the page was
 * posted without scripts (/activation needs the phone kept in the tab).
 */
export function ActivationCard({ step }: { step: CodeStep }) {
  const t = ruWebActivation;
  return (
    <EnteringCard title={t.title} subtitle={t.subtitle}>
      <CodeForm step={step} submitLabel={t.submit} />
    </EnteringCard>
  );
}
