import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDownload, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import type { Role } from '#shared/domain/roles.ts';
import { roleHome } from '#shared/domain/roles.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { ruWebStaffNav } from '#shared/i18n/ru/ui/staff-nav.ts';
import { ruWebCalendarFeed } from '#shared/i18n/ru/ui/calendar-feed.ts';
import { applicationsAmountQuery } from '#web/features/applications/api/applications-amount.ts';
import { ExportMenuItems } from '#web/features/export/export-menu-items.tsx';
import { ExportModal } from '#web/features/export/export-modal.tsx';
import { StaffNotices } from '#web/features/messages/staff-notices.tsx';
import { Brand } from '#web/components/brand.tsx';
import '#web/lib/dayjs-ru.ts';
import { useLogout } from '#web/lib/logout.ts';
import { useLiveEvents } from '#web/lib/live.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useSession } from '#web/lib/session.ts';
import classes from './layout.module.css';

/** The downloads of the «Экспорт» menu other than the general export (fetched with progress). */
const EXPORTS = [
  { label: ruWebStaffNav.exportVacancySearch, href: '/api/dashboard/export/search' },
  { label: ruWebStaffNav.exportSubscriptions, href: '/api/dashboard/export/subscriptions' },
  { label: ruWebStaffNav.exportPosts, href: '/api/dashboard/posts/export' },
  { label: ruWebStaffNav.exportFeedback, href: '/api/dashboard/export/feedback' },
] as const;

/** Recruiter, manager and admin: the top bar (a drawer on phones). */
export function StaffLayout() {
  const { user } = useSession();
  const mobile = useIsMobile();
  const [drawer, { toggle, close }] = useDisclosure(false);
  const role = user?.role ?? 'manager';
  const logout = useLogout();
  const { pathname } = useLocation();
  useLiveEvents();

  const bar = (vertical: boolean) => (
    <StaffBar
      role={role}
      vertical={vertical}
      onNavigate={close}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
      pathname={pathname}
    />
  );

  // Only staff pages pick dates (exports, statistics, applications): the Russian dates setup (dayjs and
  // its locale) lives here, not in the entry chunk every page loads.
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1, consistentWeeks: true }}>
      <AppShell header={{ height: 64 }} padding={0}>
        <AppShell.Header>
          <Container size="xl" h="100%">
            <Group h="100%" justify="space-between" wrap="nowrap">
              <Brand to={roleHome(role)} />
              <Group gap="xs" wrap="nowrap">
                <StaffNotices />
                {mobile ? (
                  <Burger opened={drawer} onClick={toggle} aria-label={ruWebStaffNav.menu} />
                ) : (
                  bar(false)
                )}
              </Group>
            </Group>
          </Container>
        </AppShell.Header>
        <Drawer
          opened={mobile && drawer}
          onClose={close}
          title={ruWebStaffNav.menu}
          position="right"
          size={300}
        >
          {bar(true)}
        </Drawer>
        <AppShell.Main>
          <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </DatesProvider>
  );
}

type BarProps = {
  role: Role;
  vertical: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  pathname: string;
};

function StaffBar({ role, vertical, onNavigate, onLogout, loggingOut, pathname }: BarProps) {
  const t = ruWebStaffNav;
  const admin = role === 'admin';
  const [exportOpen, exportModal] = useDisclosure(false);
  const amount = useQuery({ ...applicationsAmountQuery, enabled: admin });
  const Wrapper = vertical ? Stack : Group;

  const link = (to: string, label: string, active: boolean) => (
    <UnstyledButton
      key={to}
      component={RouterNavLink}
      to={to}
      onClick={onNavigate}
      className={classes.topItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </UnstyledButton>
  );

  const positionsTo = role === 'recruiter' ? '/recruiter' : '/admin/positions';
  const menuTarget = (label: string, extra?: ReactNode) => (
    <UnstyledButton className={classes.topItem}>
      <Group gap={4} wrap="nowrap">
        {label}
        {extra}
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );

  return (
    <Wrapper
      component="nav"
      aria-label={t.label}
      gap={4}
      wrap="nowrap"
      align={vertical ? 'stretch' : 'center'}
    >
      {role !== 'manager' &&
        link(
          positionsTo,
          t.positions,
          pathname.startsWith(positionsTo === '/recruiter' ? '/recruiter' : '/admin/positions'),
        )}
      {admin && (
        <Menu position="bottom-start" withinPortal onChange={(opened) => opened && void amount.refetch()}>
          <Menu.Target>
            {menuTarget(
              t.users,
              amount.data ? (
                <Badge size="sm" circle={amount.data < 10}>
                  {amount.data}
                </Badge>
              ) : null,
            )}
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={RouterNavLink} to="/admin/users" onClick={onNavigate}>
              {t.allUsers}
            </Menu.Item>
            <Menu.Item
              component={RouterNavLink}
              to="/admin/request"
              onClick={onNavigate}
              rightSection={
                <Badge size="sm" variant={amount.data ? 'filled' : 'light'}>
                  {amount.data ?? 0}
                </Badge>
              }
            >
              {t.requests}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {admin && link('/admin/statistics', t.statistics, pathname.startsWith('/admin/statistics'))}
      {admin && link('/admin/dashboard', t.dashboard, pathname.startsWith('/admin/dashboard'))}
      {admin && link('/admin/posts', ruFeed.admin.nav, pathname.startsWith('/admin/posts'))}
      {admin && link('/admin/materials', ruHome.admin.title, pathname.startsWith('/admin/materials'))}
      {admin && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>{menuTarget(t.export)}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconDownload size={16} />} onClick={exportModal.open}>
              {t.exportGeneral}
            </Menu.Item>
            <ExportMenuItems items={EXPORTS} />
          </Menu.Dropdown>
        </Menu>
      )}
      {link(`/${role}/calendar`, ruWebCalendarFeed.nav, pathname === `/${role}/calendar`)}
      <Button
        variant="subtle"
        color="gray"
        onClick={onLogout}
        loading={loggingOut}
        leftSection={<IconLogout size={18} />}
        justify={vertical ? 'flex-start' : undefined}
      >
        {t.logout}
      </Button>
      {admin && <ExportModal opened={exportOpen} onClose={exportModal.close} />}
    </Wrapper>
  );
}
