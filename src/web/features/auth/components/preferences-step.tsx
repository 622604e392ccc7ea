import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ruWebConsent } from '#shared/i18n/ru/ui/consent.ts';
import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import { Stack, Text } from '#web/components/ui/primitives.tsx';
import { PreferenceFields } from '#web/components/profile-fields/preference-fields.tsx';
import type { FieldState } from '#web/components/profile-fields/values.ts';
import classes from '../signup-page.module.css';

/** The sign-up's third step: what the participant looks for, and the personal-data consent. */
export function PreferencesStep(state: FieldState) {
  return (
    <Stack gap="lg">
      <PreferenceFields {...state} />
      <Consent checked={state.values.consent === 'true'} error={state.errors.consent} />
    </Stack>
  );
}

/** The personal-data consent: the box, and the document itself, opened in place. */
function Consent({ checked, error }: { checked: boolean; error?: string }) {
  const t = ruWebConsent;
  return (
    <Stack gap={4}>
      <Checkbox
        label={ruWebSignup.preferences.consent}
        name="consent"
        value="true"
        defaultChecked={checked}
        error={error}
      />
      <details className={classes.consent}>
        <summary>{ruWebSignup.preferences.consentLink}</summary>
        <Stack gap="xs" mt="xs">
          {t.paragraphs.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {t.version(CONSENT_VERSION)}
          </Text>
        </Stack>
      </details>
    </Stack>
  );
}
