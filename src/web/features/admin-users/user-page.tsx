/** `/admin/users/{id}`: one user: account, profile, candidate records and stages, positions, notices. */
import { useState } from 'react';
import { Group, Stack } from '#web/components/ui/primitives.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Badge } from '#web/components/ui/badge.tsx';

import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconArrowLeft, IconPencil, IconUserOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { ChatPanel } from '#web/components/chat/chat-panel.tsx';
import { useSession } from '#web/lib/session.ts';
import { useUserDetail } from './api/users.ts';
import { DeleteUserButton } from './components/delete-user-button.tsx';
import { EditUserModal } from './components/edit-user-modal.tsx';
import { UserBadges } from './components/user-badges.tsx';
import {
  ApplicationsSection,
  MessagesSection,
  PositionsSection,
  ProfileSection,
} from './components/user-sections.tsx';

const t = ruAdminUsers.web;

export function UserPage() {
  const id = Number(useParams().userId);
  const user = useUserDetail(id);
  const me = useSession().user;
  const [editing, setEditing] = useState(false);
  const back = (
    <Anchor component={Link} to="/admin/users" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t.backToList}
      </Group>
    </Anchor>
  );

  if (user.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={ruWebShell.loading} />
      </Center>
    );
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 404)
      return (
        <EmptyState icon={<IconUserOff size={32} stroke={1.5} />} title={t.notFound} text="" action={back} />
      );
    return (
      <Stack>
        {back}
        <Alert color="red" title={t.loadUserError}>
          <Group justify="space-between">
            {errorMessage(user.error)}
            <Button variant="light" size="xs" onClick={() => void user.refetch()}>
              {t.retry}
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  const u = user.data;
  const self = me?.id === u.id;
  const erased = u.state === 'anonymised';
  return (
    <Stack gap="md">
      {back}
      <PageHeader title={u.name}>
        <Group gap="xs">
          {!erased && (
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
          )}
          {!self && u.state === 'active' && <DeleteUserButton user={u} />}
        </Group>
      </PageHeader>
      <Group gap="xs">
        <UserBadges role={u.role} state={u.state} />
        {self && (
          <Badge variant="outline" c="dark">
            {t.you}
          </Badge>
        )}
      </Group>
      {erased && <Alert color="gray">{t.erasedNotice}</Alert>}
      {u.state === 'deactivated' && <Alert color="gray">{t.deactivatedNotice}</Alert>}
      <ProfileSection user={u} />
      {u.role === 'manager' && <PositionsSection user={u} />}
      {(u.role === 'participant' || u.applications.length > 0) && <ApplicationsSection user={u} />}
      <MessagesSection user={u} />
      {/* The staff–participant thread (features/chat); an erased participant has nobody to write to. */}
      {u.role === 'participant' && !erased && (
        <ChatPanel target={u.id} title={ruChat.web.staffTitle} emptyText={ruChat.web.emptyStaff} />
      )}
      {!erased && <EditUserModal user={u} self={self} opened={editing} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
