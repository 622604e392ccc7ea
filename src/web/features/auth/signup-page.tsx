import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import { AccountPrompt } from '#web/components/account-prompt.tsx';
import { FormMessage, PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { Paper } from '#web/components/ui/card.tsx';
import { PasswordInput } from '#web/components/ui/input.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Stepper } from '#web/components/ui/stepper.tsx';
import { PersonalFields } from '#web/components/profile-fields/personal-fields.tsx';
import type { FieldState } from '#web/components/profile-fields/values.ts';
import { REQUIRED } from '#web/components/required.ts';
import { lazyPart } from '#web/components/lazy-part.tsx';
import { ActivationCard, type CodeStep } from './components/code-form.tsx';
import type { SignupResult } from './signup-action.ts';
import classes from './signup-page.module.css';

export { action } from './signup-action.ts';

// The later steps' fields are drawn by the server with the first (hidden, so that the last post
// carries them all); their code comes after the first step is live (decision 044's first screen).
const EducationFields = lazyPart(() =>
  import('#web/components/profile-fields/education-fields.tsx').then((m) => m.EducationFields),
);
const PreferencesStep = lazyPart(() =>
  import('./components/preferences-step.tsx').then((m) => m.PreferencesStep),
);

/**
 * /signup: three steps of one form, then the phone's code (decision 052). Every step's fields are in
 * the form, the ones not shown hidden, so that the registration gets them all; «Далее» is a real
 * submit, so a press before the scripts or without them goes to the server's copy of the action.
 */
export function SignupPage() {
  const result = useFormResult<SignupResult & Partial<CodeStep>>();
  if (result.step === 'code') return <ActivationCard step={result as CodeStep} />;
  return <SignupForm result={result} />;
}

function SignupForm({ result }: { result: SignupResult }) {
  const t = ruWebSignup;
  const at = result.at ?? 0;
  // A first visit starts with the citizenship most participants have.
  const state: FieldState = { values: result.values ?? { citizenship: 'RU' }, errors: result.errors ?? {} };
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 32 }} w="100%" maw={840} mx="auto">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t.title}
        </Title>
        <Text c="dimmed">{t.subtitle}</Text>
      </Stack>
      {/* The sealed password opens only on the server: with it, the form goes there natively. */}
      <PageForm reloadDocument={Boolean(result.kept)} aria-label={t.title}>
        <input type="hidden" name="at" value={at} />
        {result.kept && <input type="hidden" name="kept" value={result.kept} />}
        <Stepper
          active={at}
          allowNextStepsSelect={false}
          size="sm"
          mb="xl"
          classNames={{
            step: classes.step,
            stepBody: classes.stepBody,
            stepDescription: classes.stepDescription,
          }}
        >
          <Stepper.Step label={t.steps.personal} description={t.steps.personalHint} />
          <Stepper.Step label={t.steps.education} description={t.steps.educationHint} />
          <Stepper.Step label={t.steps.preferences} description={t.steps.preferencesHint} />
        </Stepper>
        <Stack gap="md">
          <FormMessage result={result} />
          <fieldset className={classes.page} hidden={at !== 0}>
            <legend className={classes.legend}>{t.steps.personal}</legend>
            <Stack gap="md">
              <PersonalFields
                {...state}
                phone={
                  <PhoneInput
                    label={t.personal.phone}
                    {...REQUIRED}
                    name="phone"
                    defaultValue={state.values.phone}
                    error={state.errors.phone}
                  />
                }
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <PasswordInput
                  label={t.personal.password}
                  description={result.kept ? t.personal.passwordKept : t.personal.passwordHint}
                  autoComplete="new-password"
                  {...REQUIRED}
                  name="password"
                  error={state.errors.password}
                />
                <PasswordInput
                  label={t.personal.passwordConfirmation}
                  autoComplete="new-password"
                  {...REQUIRED}
                  name="password_confirmation"
                  error={state.errors.password_confirmation}
                />
              </SimpleGrid>
            </Stack>
          </fieldset>
          <fieldset className={classes.page} hidden={at !== 1}>
            <legend className={classes.legend}>{t.steps.education}</legend>
            <EducationFields {...state} suggestions={result.suggestions} />
          </fieldset>
          <fieldset className={classes.page} hidden={at !== 2}>
            <legend className={classes.legend}>{t.steps.preferences}</legend>
            <PreferencesStep {...state} />
          </fieldset>
        </Stack>
        {/* «Далее» comes first in the form, so that Enter in a field goes on, not back. */}
        <Group justify="space-between" mt="xl" className={classes.buttons}>
          <PageSubmit value="next">{at < 2 ? t.next : t.submit}</PageSubmit>
          {at > 0 && (
            <PageSubmit variant="default" value="back">
              {t.back}
            </PageSubmit>
          )}
        </Group>
      </PageForm>
      <AccountPrompt prompt={t.haveAccount} label={t.signIn} to="/login" mt="lg" />
    </Paper>
  );
}
