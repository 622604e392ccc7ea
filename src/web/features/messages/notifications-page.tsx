import { Pagination } from '#web/components/ui/pagination.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useSubmit } from 'react-router';
import type { Message } from '#shared/contracts/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { ruWebNotifications } from '#shared/i18n/ru/ui/notifications.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ChatThreadPanel } from '#web/components/chat/chat-thread-panel.tsx';
import { CHAT_INTENT, ChatPageComposer } from '#web/components/chat/chat-page-composer.tsx';
import { pollEvery, useLiveOpen } from '#web/lib/live.ts';
import { messagesQuery, NOTIFICATIONS_PAGE } from '../../api/messages.ts';
import { PageForm, PageSubmit, useFormResult } from '#web/components/page-form.tsx';
import { formAction } from '#web/lib/form-action.ts';
import { notificationsAction, READ_ALL, readIntent } from './notifications-action.ts';
import { NotificationItem } from './notification-item.tsx';
import { Stack } from '#web/components/ui/primitives.tsx';
import classes from './notifications-page.module.css';

const CHAT_ID = 'chat';

/** Brings the chat block into view and puts the cursor in its composer. */
function goToChat() {
  const block = document.getElementById(CHAT_ID);
  block?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(`${CHAT_ID}-composer`)?.focus({ preventScroll: true });
}

/** Marking read, one notice or all, and a line to the recruiter (decision 052). */
export const action = formAction(notificationsAction);

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
  const result = useFormResult();
  const data = messages.data;
  const unread = data?.meta.unread ?? 0;

  return (
    <>
      <PageHeader title={t.title} description={unread > 0 ? t.unread(unread) : undefined}>
        {unread > 0 && (
          <PageForm>
            <PageSubmit variant="light" leftSection={<IconChecks size={18} />} value={READ_ALL}>
              {tc.markAllRead}
            </PageSubmit>
          </PageForm>
        )}
      </PageHeader>
      {result.message && result.values?.intent !== CHAT_INTENT && (
        <Alert color="red" mb="md" role="alert" title={tc.markError}>
          {result.message}
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
                    markRead={<MarkReadForm m={m} />}
                    reply={<ReplyLink m={m} />}
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
          <ChatThreadPanel
            target="me"
            anchorId={CHAT_ID}
            title={ruChat.web.participantTitle}
            hint={ruChat.web.participantHint}
            emptyText={ruChat.web.emptyParticipant}
            composer={({ id }) => <ChatPageComposer id={id} />}
          />
        </div>
      </div>
    </>
  );
}

/** A notice's «Отметить прочитанным»: a form of its own, so it works before the scripts (decision 052). */
function MarkReadForm({ m }: { m: Message }) {
  const tc = ruChat.notifications;
  return (
    <PageForm>
      <PageSubmit variant="subtle" size="xs" value={readIntent(m.id)} aria-label={tc.markReadOf(m.title)}>
        {tc.markRead}
      </PageSubmit>
    </PageForm>
  );
}

/**
 * A chat line's «Ответить»: a link to the chat block, so it leads there without the scripts too;
 * with them the cursor goes into the composer, and an unread notice is marked read on the way.
 */
function ReplyLink({ m }: { m: Message }) {
  const submit = useSubmit();
  const reply = (e: MouseEvent) => {
    e.preventDefault();
    if (!m.is_read) void submit({ intent: readIntent(m.id) }, { method: 'post' });
    goToChat();
  };
  return (
    <Button component="a" href={`#${CHAT_ID}`} variant="light" size="xs" onClick={reply}>
      {ruChat.web.reply}
    </Button>
  );
}
