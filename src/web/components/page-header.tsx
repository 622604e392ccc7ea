import type { ReactNode } from 'react';
import { Group, Text, Title } from '#web/components/ui/primitives.tsx';

/** The heading of a page inside a frame. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Group>
  );
}
