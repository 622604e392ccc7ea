import { Pagination } from '@mantine/core';
import { Center } from '#web/components/plain/container.tsx';
import { Alert } from '#web/components/plain/alert.tsx';
import { Loader } from '#web/components/plain/loader.tsx';
import { Button } from '#web/components/plain/button.tsx';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { ruWebNotifications } from '#shared/i18n/ru/ui/notifications.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ChatPanel } from '#web/components/chat/chat-panel.tsx';
import { pollEvery, useLiveOpen } from '#web/lib/live.ts';
import { messagesQuery, NOTIFICATIONS_PAGE } from '../../api/messages.ts';
import { useMarkRead } from './api/mark-read.ts';
import { NotificationItem } from './notification-item.tsx';
import { Stack } from '#web/components/plain/plain.tsx';
import classes from './notifications-page.module.css';

const CHAT_ID = 'chat';

/** Brings the chat block into view and puts the cursor in its composer. */
function goToChat() {
  const block = document.getElementById(CHAT_ID);
  block?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(`${CHAT_ID}-composer`)?.focus({ preventScroll: true });
}

/**
 * /notifications: the participant's messages, newest first, unread marked, marked read one by one
 * or all at once; beside them (below on a phone) the chat with the recruiter, so a staff line read
 * here is answered here.
 */
export function NotificationsPage() {
  const t = ruWebNotifications;
  const tc = ruChat.notifications;
  const [page, setPage] = useState(1);
  const live = useLiveOpen();
  const messages = useQuery({
    ...messagesQuery(page, NOTIFICATIONS_PAGE),
    // Fresh on every visit (the dot may have seen a new notice since); new ones come by the live
    // stream, or every minute while it cannot open.
    staleTime: 0,
    refetchInterval: pollEvery(live),
  });
  const mark = useMarkRead();
  const data = messages.data;
  const unread = data?.meta.unread ?? 0;

  return (
    <>
      <PageHeader title={t.title} description={unread > 0 ? t.unread(unread) : undefined}>
        {unread > 0 && (
          <Button
            variant="light"
            leftSection={<IconChecks size={18} />}
            onClick={() => mark.mutate('all')}
            loading={mark.isPending && mark.variables === 'all'}
          >
            {tc.markAllRead}
          </Button>
        )}
      </PageHeader>
      {mark.isError && (
        <Alert
          color="red"
          mb="md"
          withCloseButton
          closeButtonLabel={ruWebShell.close}
          onClose={() => mark.reset()}
        >
          {tc.markError}
        </Alert>
      )}
      <div className={classes.columns}>
        <div>
          {messages.isPending && (
            <Center py="xl">
              <Loader aria-label={ruWebShell.loading} />
            </Center>
          )}
          {messages.isError && <EmptyState title={t.errorTitle} text={t.errorText} />}
          {data && data.data.length === 0 && (
            <EmptyState icon={<IconBell size={32} stroke={1.5} />} title={t.emptyTitle} text={t.emptyText} />
          )}
          {data && data.data.length > 0 && (
            <>
              <Stack
                component="ul"
                gap="sm"
                aria-label={t.title}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {data.data.map((m) => (
                  <NotificationItem
                    key={m.id}
                    m={m}
                    marking={mark.isPending}
                    onMarkRead={(id) => mark.mutate(id)}
                    onReply={goToChat}
                  />
                ))}
              </Stack>
              {data.meta.total > NOTIFICATIONS_PAGE && (
                <Center mt="md">
                  <Pagination
                    total={Math.ceil(data.meta.total / NOTIFICATIONS_PAGE)}
                    value={page}
                    onChange={setPage}
                  />
                </Center>
              )}
            </>
          )}
        </div>
        <div>
          <ChatPanel
            target="me"
            anchorId={CHAT_ID}
            title={ruChat.web.participantTitle}
            hint={ruChat.web.participantHint}
            emptyText={ruChat.web.emptyParticipant}
          />
        </div>
      </div>
    </>
  );
}
