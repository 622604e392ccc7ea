import { Anchor } from '#web/components/ui/anchor.tsx';
import { useDisclosure } from '#web/lib/hooks.ts';

import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ruWebEntering } from '#shared/i18n/ru/ui/entering.ts';
import { ruWebNav } from '#shared/i18n/ru/ui/nav.ts';
import { Brand } from '#web/components/brand.tsx';
import { SupportModal } from '#web/components/support-modal.tsx';
import { isIdParam, RETURN_VACANCY_PARAM, setReturnVacancyId } from '#web/lib/client-state.ts';
import { Center, Container } from '#web/components/ui/container.tsx';
import { Group, Text } from '#web/components/ui/primitives.tsx';

/**
 * A vacancy page denied on the server's first load comes here as `?vacancy=id` (app/guards.ts): kept
 * in the browser's storage for after sign-in (spec section 4), and taken off the address.
 */
function useReturnVacancyFromAddress() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = params.get(RETURN_VACANCY_PARAM);
  useEffect(() => {
    if (id === null) return;
    if (isIdParam(id)) setReturnVacancyId(Number(id));
    void navigate(pathname, { replace: true });
  }, [id, pathname, navigate]);
}

/** Entering and verified pages: no frame, the card centred on a soft background. */
export function EnteringLayout() {
  const [support, { open, close }] = useDisclosure(false);
  useReturnVacancyFromAddress();
  return (
    <div
      style={{
        minHeight: '100dvh',
        background: 'var(--ui-color-gray-0)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
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
    </div>
  );
}
