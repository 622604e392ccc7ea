import { NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconHeadset, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SupportModal } from '#web/components/support-modal.tsx';
import { useLogout } from '#web/lib/logout.ts';
import { useSession } from '#web/lib/session.ts';

/** /mobile: the participant's home on a phone (the nav's «Профиль»). */
export function MobilePage() {
  const t = ru.web.mobile;
  const { user } = useSession();
  const logout = useLogout();
  const [support, { open, close }] = useDisclosure(false);
  return (
    <>
      <PageHeader title={user ? [user.first_name, user.last_name].join(' ') : t.title} description={user?.email} />
      <Stack gap={4}>
        <NavLink component={Link} to="/profile" label={t.profile} leftSection={<IconUser size={20} />} rightSection={<IconChevronRight size={16} />} />
        <NavLink component="button" onClick={open} label={t.support} leftSection={<IconHeadset size={20} />} rightSection={<IconChevronRight size={16} />} />
        <NavLink component="button" onClick={() => logout.mutate()} disabled={logout.isPending} label={t.logout} leftSection={<IconLogout size={20} />} c="red" />
      </Stack>
      <EmptyState title={t.materialsTitle} text={t.materialsText} />
      <SupportModal opened={support} onClose={close} />
    </>
  );
}
