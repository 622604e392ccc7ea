import { lazy, Suspense } from 'react';
import { Anchor, Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowRight,
  IconBuildingFactory2,
  IconBuildingStore,
  IconBulb,
  IconCode,
  IconCoin,
  IconMail,
  IconScale,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { DEPARTMENTS } from '#shared/domain/selection-lists.ts';
import { STAGE_TYPES } from '#shared/domain/stages.ts';
import { ruWebLanding } from '#shared/i18n/ru/ui/landing.ts';
import { ruWebNav } from '#shared/i18n/ru/ui/nav.ts';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { WhenVisible } from '#web/components/client-only.tsx';
import { SupportModal } from '#web/components/support-modal.tsx';
import { usePageLive } from '#web/lib/page-live.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import classes from './landing.module.css';

/**
 * The subscription form, at the bottom of the page, validates with the shared contract (zod) and
 * @mantine/form: it loads as the visitor scrolls near it, so the landing's first load carries neither
 * (docs/decisions/022-server-rendering.md).
 */
const SubscribeForm = lazy(() => reloadOnceIfStale(() => import('./subscribe-form.tsx')).then((m) => ({ default: m.SubscribeForm })));

/** Each department's picture, by its code (selection-lists DEPARTMENTS). */
const DEPARTMENT_ICONS: Record<number, Icon> = {
  1: IconSpeakerphone, // Corporate affairs: the company's voice outside
  2: IconCoin, // Finance
  3: IconScale, // Legal
  4: IconBulb, // Marketing
  5: IconUsers, // People & Culture
  6: IconBuildingStore, // Sales: shops and partners
  7: IconCode, // IT
  8: IconBuildingFactory2, // Manufacturing
};

/**
 * `/`: the programme, its departments and stages, and the vacancy subscription. It has an entry of
 * its own (entry-landing.tsx) without the app's router and query cache, so its links are plain:
 * /login and /signup come whole from the server, built in advance (docs/decisions/022-server-rendering.md).
 * `homeTo`: a signed-in visitor's home, for «Личный кабинет».
 */
export function LandingPage({ homeTo }: { homeTo: string | null }) {
  const t = ruWebLanding;
  const [support, { open, close }] = useDisclosure(false);
  usePageLive();
  return (
    <Box>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} bg="white">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <UnstyledButton component="a" href="/">
              <BrandMark />
            </UnstyledButton>
            <Group gap="xs" wrap="nowrap">
              {homeTo ? (
                <Button component="a" href={homeTo}>
                  {t.cabinet}
                </Button>
              ) : (
                <>
                  <Button component="a" href="/login" variant="subtle">
                    {t.signIn}
                  </Button>
                  <Button component="a" href="/signup" visibleFrom="xs">
                    {t.signUp}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>

      <Box component="main">
        <Box bg="jti.8" c="white" py={{ base: 48, sm: 96 }}>
          <Container size="lg">
            <Stack gap="lg" maw={720}>
              <Badge size="lg" variant="white" color="jti">
                {t.badge}
              </Badge>
              <Title order={1} fz={{ base: 32, sm: 52 }} lh={1.1}>
                {t.heroTitle}
              </Title>
              <Text fz={{ base: 'md', sm: 'xl' }} opacity={0.9}>
                {t.heroText}
              </Text>
              <Group gap="sm">
                {homeTo ? (
                  <Button component="a" href={homeTo} size="lg" variant="white" color="jti" rightSection={<IconArrowRight size={18} />}>
                    {t.cabinet}
                  </Button>
                ) : (
                  <>
                    <Button component="a" href="/signup" size="lg" variant="white" color="jti" rightSection={<IconArrowRight size={18} />}>
                      {t.apply}
                    </Button>
                    <Button component="a" href="/login" size="lg" variant="outline" color="white">
                      {t.signIn}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Container>
        </Box>

        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Title order={2} mb="xs">
            {t.departmentsTitle}
          </Title>
          <Text c="dimmed" mb="xl">
            {t.departmentsText}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {DEPARTMENTS.map((d) => {
              const DepartmentIcon = DEPARTMENT_ICONS[d.value]!;
              return (
                <Card key={d.value} withBorder radius="lg" p="lg" data-testid="department">
                  <ThemeIcon variant="light" size={40} radius="md" mb="sm">
                    <DepartmentIcon size={22} aria-hidden />
                  </ThemeIcon>
                  <Text fw={700}>{d.label}</Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t.departmentHints[d.value]}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
        </Container>

        <Box bg="gray.0" py={{ base: 48, sm: 80 }}>
          <Container size="lg">
            <Title order={2} mb="xs">
              {t.stagesTitle}
            </Title>
            <Text c="dimmed" mb="xl">
              {t.stagesText}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              {STAGE_TYPES.map((type, i) => (
                <Card key={type} radius="lg" p="lg" withBorder>
                  <Text fz={32} fw={800} c="jti.6" lh={1}>
                    {String(i + 1).padStart(2, '0')}
                  </Text>
                  <Text fw={700} mt="sm">
                    {STAGE_NAMES[type]}
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t.stageHints[type]}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Container>
        </Box>

        <Container size="md" py={{ base: 48, sm: 80 }}>
          <Title order={2} mb="lg">
            {t.faqTitle}
          </Title>
          {/* The browser's own disclosure: opens and closes without a script, by keyboard too. */}
          <Stack gap="sm">
            {t.faq.map((f) => (
              <details key={f.q} className={classes.faq}>
                <summary>{f.q}</summary>
                <Text pt="xs">{f.a}</Text>
              </details>
            ))}
          </Stack>
        </Container>

        <Box id="subscribe" bg="jti.0" py={{ base: 48, sm: 72 }}>
          <Container size="sm">
            <Stack gap="md" ta={{ base: 'left', sm: 'center' }}>
              <ThemeIcon size={48} radius="xl" mx={{ sm: 'auto' }}>
                <IconMail size={26} />
              </ThemeIcon>
              <Title order={2}>{t.subscribeTitle}</Title>
              <Text c="dimmed">{t.subscribeText}</Text>
              <WhenVisible placeholder={<Box mih={62} />}>
                <Suspense fallback={<Box mih={62} />}>
                  <SubscribeForm />
                </Suspense>
              </WhenVisible>
            </Stack>
          </Container>
        </Box>
      </Box>

      <Box component="footer" py="xl" bg="dark.8" c="gray.4">
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t.footer}</Text>
            <Anchor component="button" type="button" c="white" size="sm" onClick={open}>
              {ruWebNav.support}
            </Anchor>
          </Group>
        </Container>
      </Box>
      <SupportModal opened={support} onClose={close} />
    </Box>
  );
}
