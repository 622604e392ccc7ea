import { Divider } from '#web/components/ui/divider.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Link } from 'react-router';
import { ruWebLogin } from '#shared/i18n/ru/ui/login.ts';
import { AccountPrompt } from '#web/components/account-prompt.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';

/** Below each sign-in form: the other way to sign in, and registration (unless the page has its own). */
export function OtherSignIn({
  to,
  label,
  withSignup = true,
}: {
  to: string;
  label: string;
  withSignup?: boolean;
}) {
  return (
    <>
      <Divider my="lg" label={ruWebLogin.or} labelPosition="center" />
      <Stack gap="xs" align="center">
        <Anchor component={Link} to={to}>
          {label}
        </Anchor>
        {withSignup && <AccountPrompt prompt={ruWebLogin.noAccount} label={ruWebLogin.signup} to="/signup" />}
      </Stack>
    </>
  );
}
