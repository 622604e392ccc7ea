import { Anchor, Box, Center, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { ruWebEntering } from '#shared/i18n/ru/ui/entering.ts';
import { ruWebNav } from '#shared/i18n/ru/ui/nav.ts';
import { Brand } from '#web/components/brand.tsx';
import { SupportModal } from '#web/components/support-modal.tsx';

/** Entering and verified pages: no frame, the card centred on a soft background. */
export function EnteringLayout() {
  const [support, { open, close }] = useDisclosure(false);
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Container size="lg" w="100%" py="md">
        <Brand />
      </Container>
      <Center component="main" style={{ flex: 1 }} px={{ base: 'xs', sm: 'md' }} py="md">
        <Outlet />
      </Center>
      <Group justify="center" py="md" gap={6}>
        <Text size="sm" c="dimmed">
          {ruWebEntering.needHelp}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={open}>
          {ruWebNav.support}
        </Anchor>
      </Group>
      <SupportModal opened={support} onClose={close} />
    </Box>
  );
}
