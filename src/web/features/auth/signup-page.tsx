import { useState } from 'react';
import { Stepper } from '#web/components/plain/stepper.tsx';
import { preloadSelect } from '#web/components/plain/select.tsx';
import { Paper } from '#web/components/plain/card.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { useNavigate } from 'react-router';
import { normalizePhone } from '#shared/domain/phone.ts';
import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import { AccountPrompt } from '#web/components/account-prompt.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { setCurrentPhone } from '#web/lib/client-state.ts';
import { notifyError, useCheckedForm, type FormErrors } from '#web/lib/form.ts';
import type { ActivationState } from '../../lib/activation-state.ts';
import { useRegister } from './api/register.ts';
import { useValidateEducation } from './api/validate-education.ts';
import { useValidatePersonal } from './api/validate-personal.ts';
import { useValidatePreferences } from './api/validate-preferences.ts';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import type * as SignupChecks from './signup-checks.ts';
import { PersonalStep } from './components/personal-step.tsx';
import {
  EDUCATION_FIELDS,
  PERSONAL_FIELDS,
  educationBody,
  initialEducation,
  initialPersonal,
  initialPreferences,
  personalBody,
  preferencesBody,
  type EducationValues,
  type PersonalValues,
  type PreferencesValues,
} from '../../components/profile-fields/values.ts';
import { SubmitButton } from '#web/components/submit-button.tsx';
import classes from './signup-page.module.css';
import { Group, Stack, Text, Title } from '#web/components/plain/plain.tsx';

// The first screen is the first step, and what the page runs before it is usable is what that step
// draws (docs/decisions/044-signup-loads-its-fields-on-demand.md). The later steps (their institution
// search, number and choice inputs), the consent dialog, the checks (zod) and the list fields'
// combobox are not in the page's first download: the visitor's first touch of the form fetches them
// (`startFilling`), so they are there before the first step is filled, and Lighthouse's page load,
// which touches nothing, runs none of them.
const EducationStep = lazyPart(() =>
  import('../../components/profile-fields/education-step.tsx').then((m) => m.EducationStep),
);
const PreferencesStep = lazyPart(() =>
  import('./components/preferences-step.tsx').then((m) => m.PreferencesStep),
);
const ConsentModal = lazyDialog(() => import('./components/consent-modal.tsx').then((m) => m.ConsentModal));

type Checks = typeof SignupChecks;
let checks: Checks | null = null;
let checksLoading: Promise<Checks> | null = null;
/** The three steps' checks (the shared zod schemas), fetched once. */
function loadChecks(): Promise<Checks> {
  return (checksLoading ??= reloadOnceIfStale(() => import('./signup-checks.ts')).then(
    (m) => (checks = m),
    (e: unknown) => {
      // A failed fetch (offline): «Далее» says so and tries again the next time.
      checksLoading = null;
      throw e;
    },
  ));
}

/** `f` when the main thread is idle (within a second), or soon where there is no idle callback (Safari). */
function whenIdle(f: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 1000 });
  else setTimeout(f, 100);
}

let started = false;

/**
 * The visitor has started: fetch what the rest of the form needs, one part after another in idle
 * moments, so that compiling them (tens of milliseconds each on a phone) does not hold up the
 * keystrokes of the field being filled. A field or button that needs a part at once asks for it
 * itself (a list field on its focus, «Далее» for the checks).
 */
function startFilling() {
  if (started) return;
  started = true;
  whenIdle(
    () =>
      void loadChecks()
        .catch(() => undefined)
        .then(() =>
          whenIdle(
            () =>
              void preloadSelect().then(() =>
                whenIdle(() => {
                  EducationStep.preload();
                  PreferencesStep.preload();
                }),
              ),
          ),
        ),
  );
}

/** Splits a 422's field errors over the three steps. */
function splitErrors(e: ApiError): [FormErrors, FormErrors, FormErrors] {
  const out: [FormErrors, FormErrors, FormErrors] = [{}, {}, {}];
  for (const [field, text] of Object.entries(e.fieldErrors())) {
    const root = field.split('.')[0] ?? field;
    const i = PERSONAL_FIELDS.includes(root) ? 0 : EDUCATION_FIELDS.includes(root) ? 1 : 2;
    out[i][root] = text;
  }
  return out;
}

/** /signup: three steps, each checked here and on the server, then `POST /register`. */
export function SignupPage() {
  const t = ruWebSignup;
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [consentOpen, setConsentOpen] = useState(false);
  const validatePersonal = useValidatePersonal();
  const validateEducation = useValidateEducation();
  const validatePreferences = useValidatePreferences();
  const register = useRegister();

  // Each step is checked only in `next`, after `loadChecks` has answered.
  const personal = useCheckedForm<PersonalValues>(initialPersonal, (v) => checks?.checkPersonal(v) ?? {});
  const education = useCheckedForm<EducationValues>(initialEducation, (v) => checks?.checkEducation(v) ?? {});
  const preferences = useCheckedForm<PreferencesValues>(
    initialPreferences,
    (v) => checks?.checkPreferences(v) ?? {},
  );
  const forms = [personal, education, preferences] as const;

  const serverCheck = async (step: number): Promise<boolean> => {
    try {
      if (step === 0) await validatePersonal.mutateAsync(personalBody(personal.values));
      if (step === 1) await validateEducation.mutateAsync(educationBody(education.values));
      if (step === 2) await validatePreferences.mutateAsync(preferencesBody(preferences.values));
      return true;
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length > 0) {
        forms[step as 0 | 1 | 2].setErrors(splitErrors(e)[step as 0 | 1 | 2]);
      } else notifyError(e);
      return false;
    }
  };

  const next = async () => {
    const form = forms[active as 0 | 1 | 2];
    try {
      await loadChecks();
    } catch (e) {
      notifyError(e);
      return;
    }
    if (form.validate().hasErrors) return;
    if (!(await serverCheck(active))) return;
    if (active < 2) {
      setActive(active + 1);
      window.scrollTo({ top: 0 });
      return;
    }
    await submit();
  };

  const submit = async () => {
    const body = {
      ...personalBody(personal.values),
      phone: normalizePhone(personal.values.phone) ?? personal.values.phone,
      ...educationBody(education.values),
      ...preferencesBody(preferences.values),
      consent: preferences.values.consent,
    };
    try {
      const res = await register.mutateAsync(body);
      setCurrentPhone(res.phone);
      void navigate('/activation', { state: { code: res.code } satisfies ActivationState });
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length > 0) {
        const parts = splitErrors(e);
        parts.forEach((errors, i) => forms[i as 0 | 1 | 2].setErrors(errors));
        const first = parts.findIndex((p) => Object.keys(p).length > 0);
        if (first >= 0 && first !== active) setActive(first);
      } else notifyError(e);
    }
  };

  const busy =
    validatePersonal.isPending ||
    validateEducation.isPending ||
    validatePreferences.isPending ||
    register.isPending;

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 32 }} w="100%" maw={840} mx="auto">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t.title}
        </Title>
        <Text c="dimmed">{t.subtitle}</Text>
      </Stack>
      <form
        noValidate
        onFocus={startFilling}
        onPointerDown={startFilling}
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        <Stepper
          active={active}
          onStepClick={(i) => i < active && setActive(i)}
          allowNextStepsSelect={false}
          size="sm"
          mb="xl"
          classNames={{
            step: classes.step,
            stepBody: classes.stepBody,
            stepDescription: classes.stepDescription,
          }}
        >
          <Stepper.Step label={t.steps.personal} description={t.steps.personalHint}>
            <PersonalStep form={personal} />
          </Stepper.Step>
          <Stepper.Step label={t.steps.education} description={t.steps.educationHint}>
            <EducationStep form={education} />
          </Stepper.Step>
          <Stepper.Step label={t.steps.preferences} description={t.steps.preferencesHint}>
            <PreferencesStep form={preferences} onShowConsent={() => setConsentOpen(true)} />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" mt="xl">
          {active > 0 ? (
            <Button variant="default" onClick={() => setActive(active - 1)} disabled={busy}>
              {t.back}
            </Button>
          ) : (
            <span />
          )}
          <SubmitButton loading={busy}>{active < 2 ? t.next : t.submit}</SubmitButton>
        </Group>
      </form>
      <AccountPrompt prompt={t.haveAccount} label={t.signIn} to="/login" mt="lg" />
      <ConsentModal
        opened={consentOpen}
        onClose={() => setConsentOpen(false)}
        onAccept={() => {
          preferences.setFieldValue('consent', true);
          setConsentOpen(false);
        }}
      />
    </Paper>
  );
}
