import { Anchor } from '#web/components/ui/anchor.tsx';
import { Link } from 'react-router';
import { Group, Text } from '#web/components/ui/primitives.tsx';

/** «Ещё нет аккаунта? Зарегистрироваться»: a short question and the link that answers it. */
export function AccountPrompt({
  prompt,
  label,
  to,
  mt,
}: {
  prompt: string;
  label: string;
  to: string;
  mt?: string;
}) {
  return (
    <Group gap={6} justify="center" {...(mt ? { mt } : {})}>
      <Text size="sm" c="dimmed">
        {prompt}
      </Text>
      <Anchor component={Link} to={to} size="sm">
        {label}
      </Anchor>
    </Group>
  );
}
