import { useEffect, useRef } from 'react';
import { Center } from '#web/components/ui/container.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ruWebUnsubscribe } from '#shared/i18n/ru/ui/unsubscribe.ts';
import { Brand } from '#web/components/brand.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useVacancyUnsubscribe } from './api/vacancy-unsubscribe.ts';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';

/** /unsubscribe/:token: the e-mail's unsubscribe link; unsubscribes at once and says so. */
export function UnsubscribePage() {
  const t = ruWebUnsubscribe;
  const token = useParams().token ?? '';
  const unsubscribe = useVacancyUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={520}>
        <Brand to="/" />
        <IconMailOff size={48} stroke={1.5} aria-hidden />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t.title}
        </Title>
        {unsubscribe.isSuccess ? (
          <Text data-testid="unsubscribe-result">{unsubscribe.data.message}</Text>
        ) : unsubscribe.isError ? (
          <Alert color="red" title={t.failed} ta="left">
            {errorMessage(unsubscribe.error)}
          </Alert>
        ) : (
          <Working />
        )}
        <Button component={Link} to="/" variant="light">
          {t.home}
        </Button>
      </Stack>
    </Center>
  );
}

function Working() {
  return (
    <Stack align="center" gap="xs">
      <Loader aria-label={ruWebUnsubscribe.working} />
      <Text c="dimmed">{ruWebUnsubscribe.working}</Text>
    </Stack>
  );
}
