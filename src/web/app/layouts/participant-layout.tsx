import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useDisclosure } from '#web/lib/hooks.ts';
import { Button } from '#web/components/ui/button.tsx';

import { IconBell, IconHeadset, IconLogout, IconNews, IconRoute, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { ruWebNav } from '#shared/i18n/ru/ui/nav.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { unreadQuery } from '#web/api/messages.ts';
import { Brand } from '#web/components/brand.tsx';
import { AfterFirstRender } from '#web/components/client-only.tsx';
import { SupportModal } from '#web/components/support-modal.tsx';
import { useUsabilityDue } from '#web/features/participant/usability-due.ts';
import { pollEvery, useLiveEvents, useLiveOpen } from '#web/lib/live.ts';
import { useLogout } from '#web/lib/logout.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import classes from './layout.module.css';
import { Container } from '#web/components/ui/container.tsx';
import { Indicator } from '#web/components/ui/indicator.tsx';
import { Group, Text } from '#web/components/ui/primitives.tsx';
import { UnstyledButton } from '#web/components/ui/unstyled-button.tsx';

type Item = {
  to: string;
  label: string;
  icon: typeof IconRoute;
  match: (path: string) => boolean;
  dot?: boolean;
};

/**
 * The usability survey (a modal with a form) loads only when it is due, not with every participant
 * page, and only in the browser, after the page's first render.
 */
const UsabilityDialog = lazy(() =>
  reloadOnceIfStale(() => import('#web/features/participant/usability-dialog.tsx')).then((m) => ({
    default: m.UsabilityDialog,
  })),
);

function UsabilityPrompt() {
  const due = useUsabilityDue();
  if (!due) return null;
  return (
    <>
      <AfterFirstRender>
        <Suspense fallback={null}>
          <UsabilityDialog />
        </Suspense>
      </AfterFirstRender>
    </>
  );
}

/** The usability survey's link without scripts, where the page's content starts. */
function UsabilityLinkIfDue() {
  return useUsabilityDue() ? <UsabilityLink /> : null;
}

/**
 * Without scripts the dialog cannot open: the survey is a link to its form on /profile instead.
 * Drawn by the server only (React neither renders nor hydrates what is in a <noscript>).
 */
function UsabilityLink() {
  if (!import.meta.env.SSR) return <noscript />;
  return (
    <noscript>
      <Alert color="jti" role="note" mb="md">
        <a href="/profile?usability=1">{ruHome.usability.prompt}</a>
      </Alert>
    </noscript>
  );
}

/**
 * The unread-message flag: kept by the live stream (lib/live.ts); without it, refreshed on each
 * navigation after the first (the page brought it), except to notifications, and every minute.
 */
function useUnread(): boolean {
  const { pathname } = useLocation();
  const live = useLiveOpen();
  const unread = useQuery({ ...unreadQuery, refetchInterval: pollEvery(live) });
  const { refetch } = unread;
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    if (pathname !== '/notifications' && !live) void refetch();
  }, [pathname, refetch, live]);
  return unread.data ?? false;
}

/**
 * The participant's frame: header with nav, support and logout; on a phone the nav moves to the
 * bottom and Profile leads to the mobile home (spec section 2). Which one shows is the stylesheet's
 * choice (the breakpoint is the spec's 768 px), so the server's page is right for any screen.
 */
export function ParticipantLayout() {
  const t = ruWebNav;
  useLiveEvents();
  const unread = useUnread();
  const logout = useLogout();
  const [support, { open, close }] = useDisclosure(false);

  const items = (profile: string): Item[] => [
    {
      to: '/screening',
      label: t.screening,
      icon: IconRoute,
      match: (p) => /^\/(screening|progress|vacancies)/.test(p),
    },
    { to: '/newswire', label: t.newswire, icon: IconNews, match: (p) => p.startsWith('/newswire') },
    {
      to: '/notifications',
      label: t.notifications,
      icon: IconBell,
      match: (p) => p.startsWith('/notifications'),
      dot: unread,
    },
    {
      to: profile,
      label: t.profile,
      icon: IconUser,
      match: (p) => p.startsWith('/profile') || p.startsWith('/mobile'),
    },
  ];

  return (
    <>
      <header className={classes.header}>
        <Container size="lg" h="100%" px={{ base: 'xs', sm: 'md' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Brand to="/screening" />
            <Group component="nav" aria-label={t.label} gap={4} wrap="nowrap" visibleFrom="sm">
              {items('/profile').map((item) => (
                <TopItem key={item.to} item={item} />
              ))}
            </Group>
            <Group gap={0} wrap="nowrap">
              <Button
                variant="subtle"
                color="gray"
                onClick={open}
                leftSection={<IconHeadset size={18} />}
                px={{ base: 8, sm: 'md' }}
              >
                {t.support}
              </Button>
              <Button
                variant="subtle"
                color="gray"
                onClick={() => logout.mutate()}
                loading={logout.isPending}
                leftSection={<IconLogout size={18} />}
                px={{ base: 8, sm: 'md' }}
              >
                {t.logout}
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <main className={classes.main}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
          <UsabilityLinkIfDue />
          <Outlet />
        </Container>
      </main>
      <nav aria-label={t.label} className={classes.bottomNav}>
        <Group h="100%" grow gap={0} wrap="nowrap">
          {items('/mobile').map((item) => (
            <BottomItem key={item.to} item={item} />
          ))}
        </Group>
      </nav>
      <SupportModal opened={support} onClose={close} />
      <UsabilityPrompt />
    </>
  );
}

function Dot({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <Indicator disabled={!on} color="red" size={9} offset={2}>
      {children}
    </Indicator>
  );
}

function TopItem({ item }: { item: Item }) {
  const { pathname } = useLocation();
  const active = item.match(pathname);
  const Icon = item.icon;
  return (
    <UnstyledButton
      component={RouterNavLink}
      to={item.to}
      className={classes.topItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <Group gap={6} wrap="nowrap">
        <Dot on={Boolean(item.dot)}>
          <Icon size={18} />
        </Dot>
        <span>{item.label}</span>
        {item.dot && <span className={classes.srOnly}>{ruWebNav.unread}</span>}
      </Group>
    </UnstyledButton>
  );
}

function BottomItem({ item }: { item: Item }) {
  const { pathname } = useLocation();
  const active = item.match(pathname);
  const Icon = item.icon;
  return (
    <UnstyledButton
      component={RouterNavLink}
      to={item.to}
      className={classes.bottomItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <Dot on={Boolean(item.dot)}>
        <Icon size={22} />
      </Dot>
      <Text span size="xs" mt={2}>
        {item.label}
      </Text>
      {item.dot && <span className={classes.srOnly}>{ruWebNav.unread}</span>}
    </UnstyledButton>
  );
}
