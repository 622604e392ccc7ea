import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunction } from 'react-router';
import { normalizePhone } from '#shared/domain/phone.ts';
import { ruWebLogin } from '#shared/i18n/ru/ui/login.ts';
import { ruWebVacancyPreview } from '#shared/i18n/ru/ui/vacancy-preview.ts';
import { vacancyQuery } from '#web/api/vacancy.ts';
import { vacancyStagesQuery } from '#web/api/vacancy-stages.ts';
import { BesideVacancy, type VacancyPreviewData } from '#web/components/vacancy-preview/vacancy-preview.tsx';
import { appOf, pageData } from '#web/lib/app-context.ts';
import { getClientState, isIdParam, RETURN_VACANCY_PARAM, useClientState } from '#web/lib/client-state.ts';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { REQUIRED } from '#web/components/required.ts';
import { formAction, type FormResult } from '#web/lib/form-action.ts';
import { CodeForm, codeStepAction, sendCodeStep, type CodeStep } from './components/code-form.tsx';
import { EnteringCard } from './components/entering-card.tsx';
import { OtherSignIn } from './components/other-sign-in.tsx';

/**
 * /login's forms: the phone (`POST /sms/send-code`), then the code step (`POST /sms/login`, or a
 * new code). Posted natively before the scripts, or by the router after (decision 052).
 */
export const action = formAction(async (fields, ctx) => {
  if (fields.intent === 'code' || fields.intent === 'resend')
    return codeStepAction(fields, ctx, { registered: false, source: 'login' });
  const phone = fields.phone ?? '';
  return sendCodeStep(normalizePhone(phone) ?? phone, 'if-registered');
});

/**
 * The vacancy the visitor came for (a shared link to it, or one kept for after sign-in) with its
 * stages: public calls, awaited on the server. When they fail the form stands alone, still drawn by
 * the server.
 */
export const loader: LoaderFunction = async (args) => {
  const ctx = appOf(args);
  // The address's `?vacancy=`, else the one kept for after sign-in (its cookie on the server).
  const named = new URL(args.request.url).searchParams.get(RETURN_VACANCY_PARAM);
  const stored = ctx.server ? ctx.server.returnVacancyId : getClientState().returnVacancyId;
  const id = isIdParam(named) ? Number(named) : stored;
  if (id === null) return null;
  return pageData(ctx, (qc) =>
    Promise.all([qc.ensureQueryData(vacancyQuery(id)), qc.ensureQueryData(vacancyStagesQuery(id))]).catch(
      () => undefined,
    ),
  );
};

/**
 * The vacancy's preview, once both its calls have answered: the one the address names, else the one
 * kept in this browser (known only after hydration: the server draws it when the address names it).
 */
function useVacancyPreview(): VacancyPreviewData | null {
  const [params] = useSearchParams();
  const stored = useClientState((s) => s.returnVacancyId);
  const named = params.get(RETURN_VACANCY_PARAM);
  const id = isIdParam(named) ? Number(named) : stored;
  const vacancy = useQuery({ ...vacancyQuery(id ?? 0), enabled: id !== null, retry: false });
  const stages = useQuery({ ...vacancyStagesQuery(id ?? 0), enabled: id !== null, retry: false });
  return id !== null && vacancy.data && stages.data ? { vacancy: vacancy.data, stages: stages.data } : null;
}

/**
 * /login: phone, then the SMS code. Come from a vacancy (a shared link to it redirects here), the
 * vacancy is shown first, with its stages and the way to sign up for it (decision 062).
 */
export function LoginPage() {
  const preview = useVacancyPreview();
  if (!preview) return <LoginCard />;
  const signUp = (
    <Button
      component={Link}
      to={`/signup?${RETURN_VACANCY_PARAM}=${preview.vacancy.id}`}
      size="md"
      w={{ base: '100%', xs: 'auto' }}
    >
      {ruWebVacancyPreview.signUp}
    </Button>
  );
  return (
    <BesideVacancy preview={preview} signUp={signUp}>
      <LoginCard level={2} withSignup={false} />
    </BesideVacancy>
  );
}

/** The sign-in card; beside a vacancy its heading is the second, and sign-up is the vacancy's own button. */
function LoginCard({ level = 1, withSignup = true }: { level?: 1 | 2; withSignup?: boolean }) {
  const t = ruWebLogin;
  const result = useFormResult<FormResult & Partial<CodeStep>>();
  const step = result.step === 'code' ? (result as CodeStep) : null;
  return (
    <EnteringCard title={t.title} subtitle={step ? t.codeSubtitle : t.subtitle} level={level}>
      {step ? (
        <Stack gap="sm">
          <CodeForm step={step} submitLabel={t.submitCode} />
          <Button component={Link} to="/login" variant="subtle" color="gray">
            {t.changePhone}
          </Button>
        </Stack>
      ) : (
        <PageForm>
          <Stack gap="md">
            <FormMessage result={result} />
            <PhoneInput
              label={t.phone}
              name="phone"
              size="md"
              autoFocus
              {...REQUIRED}
              defaultValue={result.values?.phone}
              error={result.errors?.phone}
            />
            <PageSubmit size="md" fullWidth>
              {t.getCode}
            </PageSubmit>
          </Stack>
        </PageForm>
      )}
      <OtherSignIn to="/email_login" label={t.byEmail} withSignup={withSignup} />
    </EnteringCard>
  );
}
