import type { ReactNode } from 'react';
import { ThemeIcon } from '#web/components/ui/theme-icon.tsx';
import { IconSparkles } from '@tabler/icons-react';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';

type Props = {
  title: string;
  text: string;
  icon?: ReactNode;
  /** A link or button leading onward. */
  action?: ReactNode;
};

/** An honest "nothing here yet" block: says what will be here and, where it helps, where to go. */
export function EmptyState({ title, text, icon, action }: Props) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" maw={560} mx="auto" data-testid="empty-state">
      <ThemeIcon size={64} radius="xl" variant="light">
        {icon ?? <IconSparkles size={32} stroke={1.5} />}
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {action}
    </Stack>
  );
}
