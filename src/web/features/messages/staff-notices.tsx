/**
 * The staff's notices (decision 030): a bell with the unread count in the top bar, opening a panel
 * with the latest notices (chat lines from participants, and whatever else concerns the staff
 * member), marked read one by one or all at once. Kept fresh by the live stream, or by polling
 * while it cannot open.
 */
import { useDisclosure } from '#web/lib/hooks.ts';
import { VisuallyHidden } from '#web/components/ui/visually-hidden.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Drawer } from '#web/components/ui/dialog.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

import { IconBell, IconChecks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { ruWebNotifications } from '#shared/i18n/ru/ui/notifications.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebStaffNav } from '#shared/i18n/ru/ui/staff-nav.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { pollEvery, useLiveOpen } from '#web/lib/live.ts';
import { messagesQuery } from '../../api/messages.ts';
import { useMarkRead } from './api/mark-read.ts';
import { NotificationItem } from './notification-item.tsx';
import { Box, Group, Stack } from '#web/components/ui/primitives.tsx';

/** How many of the latest notices the panel shows. */
const PANEL_SIZE = 20;

export function StaffNotices() {
  const t = ruWebNotifications;
  const [opened, { open, close }] = useDisclosure(false);
  const live = useLiveOpen();
  const messages = useQuery({ ...messagesQuery(1, PANEL_SIZE), refetchInterval: pollEvery(live) });
  const mark = useMarkRead();
  const unread = messages.data?.meta.unread ?? 0;
  const list = messages.data?.data ?? [];
  // A notice's link leads to another page: the panel closes behind it.
  const closeOnLink = (e: MouseEvent) => (e.target as HTMLElement).closest('a') && close();

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        onClick={open}
        px={8}
        leftSection={<IconBell size={18} />}
        rightSection={
          unread > 0 ? (
            <Badge size="sm" color="red" circle={unread < 10}>
              {unread}
              {/* Named by its own text, so what is read out starts with what is seen (axe). */}
              <VisuallyHidden>{` ${ruWebNotifications.unreadWord(unread)}`}</VisuallyHidden>
            </Badge>
          ) : null
        }
        data-testid="staff-notices"
      >
        <Box component="span" visibleFrom="sm">
          {ruWebStaffNav.notices}
        </Box>
        <Box component="span" hiddenFrom="sm">
          <VisuallyHidden>{ruWebStaffNav.notices}</VisuallyHidden>
        </Box>
      </Button>
      <Drawer opened={opened} onClose={close} position="right" title={t.title}>
        <Stack gap="sm" onClick={closeOnLink}>
          {unread > 0 && (
            <Group justify="space-between">
              <span>{t.unread(unread)}</span>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconChecks size={16} />}
                onClick={() => mark.mutate('all')}
                loading={mark.isPending && mark.variables === 'all'}
              >
                {ruChat.notifications.markAllRead}
              </Button>
            </Group>
          )}
          {mark.isError && (
            <Alert
              color="red"
              withCloseButton
              closeButtonLabel={ruWebShell.close}
              onClose={() => mark.reset()}
            >
              {ruChat.notifications.markError}
            </Alert>
          )}
          {messages.isPending && (
            <Center py="xl">
              <Loader aria-label={ruWebShell.loading} />
            </Center>
          )}
          {messages.isError && <EmptyState title={t.errorTitle} text={t.errorText} />}
          {messages.data && list.length === 0 && (
            <EmptyState
              icon={<IconBell size={32} stroke={1.5} />}
              title={t.emptyTitle}
              text={ruWebStaffNav.noticesEmpty}
            />
          )}
          {list.length > 0 && (
            <Stack
              component="ul"
              gap="sm"
              aria-label={ruWebStaffNav.noticesLatest}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {list.map((m) => (
                <NotificationItem
                  key={m.id}
                  m={m}
                  markRead={
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => mark.mutate(m.id)}
                      disabled={mark.isPending}
                      aria-label={ruChat.notifications.markReadOf(m.title)}
                    >
                      {ruChat.notifications.markRead}
                    </Button>
                  }
                  reply={
                    <Button
                      variant="light"
                      size="xs"
                      onClick={() => {
                        if (!m.is_read) mark.mutate(m.id);
                        close();
                      }}
                    >
                      {ruChat.web.reply}
                    </Button>
                  }
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
