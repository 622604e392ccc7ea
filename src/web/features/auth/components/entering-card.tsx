import type { ReactNode } from 'react';
import { Paper } from '#web/components/ui/card.tsx';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';

/** The card every entering page sits in. */
export function EnteringCard({
  title,
  subtitle,
  children,
  width = 440,
  level = 1,
}: {
  title: string;
  /** 2 when the page's first heading is another's (the vacancy a visitor came to sign in for). */
  level?: 1 | 2;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={width} mx="auto">
      <Stack gap={4} mb="lg">
        <Title order={level} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
    </Paper>
  );
}
