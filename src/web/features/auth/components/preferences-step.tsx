import { Checkbox } from '@mantine/core';
import { Anchor } from '#web/components/plain/anchor.tsx';
import type { Form } from '#web/lib/form.ts';
import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import type { PreferencesValues } from '../../../components/profile-fields/values.ts';
import { PreferenceFields } from '../../../components/profile-fields/preference-fields.tsx';
import { Stack, Text } from '#web/components/plain/plain.tsx';

/** Step 3: what the participant is looking for, and the personal-data consent. */
export function PreferencesStep({
  form,
  onShowConsent,
}: {
  form: Form<PreferencesValues>;
  onShowConsent: () => void;
}) {
  const t = ruWebSignup.preferences;
  return (
    <Stack gap="lg">
      <PreferenceFields form={form} />
      <Stack gap={4}>
        <Checkbox label={t.consent} {...form.getInputProps('consent', { type: 'checkbox' })} />
        <Text size="sm" pl={32}>
          <Anchor component="button" type="button" onClick={onShowConsent} size="sm">
            {t.consentLink}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
