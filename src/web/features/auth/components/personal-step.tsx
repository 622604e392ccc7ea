import { SimpleGrid } from '#web/components/plain/simple-grid.tsx';
import { PasswordInput } from '#web/components/plain/input.tsx';
import type { Form } from '#web/lib/form.ts';
import { ruWebSignup } from '#shared/i18n/ru/ui/signup.ts';
import { PhoneInput } from '#web/components/phone-input.tsx';
import { PersonalFields } from '../../../components/profile-fields/personal-fields.tsx';
import type { PersonalValues } from '../../../components/profile-fields/values.ts';
import { REQUIRED } from '#web/components/required.ts';
import { Stack } from '#web/components/plain/plain.tsx';

/** Step 1: who the participant is. */
export function PersonalStep({ form }: { form: Form<PersonalValues> }) {
  const t = ruWebSignup.personal;
  return (
    <Stack gap="md">
      <PersonalFields
        form={form}
        phone={<PhoneInput label={t.phone} {...REQUIRED} {...form.getInputProps('phone')} />}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          label={t.password}
          description={t.passwordHint}
          autoComplete="new-password"
          {...REQUIRED}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t.passwordConfirmation}
          autoComplete="new-password"
          {...REQUIRED}
          {...form.getInputProps('password_confirmation')}
        />
      </SimpleGrid>
    </Stack>
  );
}
