import { Anchor, Divider, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ru } from '#shared/i18n/ru.ts';
import { AccountPrompt } from '#web/components/account-prompt.tsx';

/** Below each sign-in form: the other way to sign in, and registration. */
export function OtherSignIn({ to, label }: { to: string; label: string }) {
  return (
    <>
      <Divider my="lg" label={ru.web.login.or} labelPosition="center" />
      <Stack gap="xs" align="center">
        <Anchor component={Link} to={to}>
          {label}
        </Anchor>
        <AccountPrompt prompt={ru.web.login.noAccount} label={ru.web.login.signup} to="/signup" />
      </Stack>
    </>
  );
}
