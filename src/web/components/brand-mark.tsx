import { Group, Text } from '@mantine/core';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';

/** The programme's wordmark, to put in a link (brand.tsx in the app, a plain link on the landing). */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Text
        component="span"
        fw={800}
        fz={18}
        px={8}
        py={2}
        style={{ borderRadius: 6, letterSpacing: 1 }}
        bg={inverted ? 'white' : 'jti.7'}
        c={inverted ? 'jti.8' : 'white'}
      >
        JTI
      </Text>
      <Text component="span" fw={600} fz={15} c={inverted ? 'white' : 'dark.7'} visibleFrom="xs">
        {ruWebShell.brandCaption}
      </Text>
    </Group>
  );
}
