import { Center } from '#web/components/ui/container.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Link } from 'react-router';
import { ruWebErrorPages } from '#shared/i18n/ru/ui/error-pages.ts';
import { Brand } from '#web/components/brand.tsx';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';

function ErrorScreen({
  code,
  title,
  text,
  homeTo,
}: {
  code: string;
  title: string;
  text: string;
  homeTo: string;
}) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={520}>
        <Brand to={homeTo} />
        <Text fz={{ base: 72, sm: 96 }} fw={800} c="jti.7" lh={1} aria-hidden>
          {code}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={homeTo} size="md">
          {ruWebErrorPages.home}
        </Button>
      </Stack>
    </Center>
  );
}

/** `homeTo`: the role's home for a signed-in user, the landing otherwise. */
export function ServerErrorPage({ homeTo }: { homeTo: string }) {
  const t = ruWebErrorPages.server;
  return <ErrorScreen code="500" title={t.title} text={t.text} homeTo={homeTo} />;
}

export function BadRequestPage({ homeTo }: { homeTo: string }) {
  const t = ruWebErrorPages.badRequest;
  return <ErrorScreen code="400" title={t.title} text={t.text} homeTo={homeTo} />;
}

export function NotFoundPage({ homeTo }: { homeTo: string }) {
  const t = ruWebErrorPages.notFound;
  return <ErrorScreen code="404" title={t.title} text={t.text} homeTo={homeTo} />;
}
