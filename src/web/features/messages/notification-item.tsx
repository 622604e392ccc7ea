import { Indicator } from '#web/components/ui/indicator.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PARTICIPANT_CHAT_LINK } from '#shared/domain/chat.ts';
import type { Message } from '#shared/contracts/messages.ts';
import { ruWebNotifications } from '#shared/i18n/ru/ui/notifications.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';

const t = ruWebNotifications;

type Props = {
  m: Message;
  /** «Отметить прочитанным», shown while the notice is unread: a form on a page, a button in a panel. */
  markRead: ReactNode;
  /** A chat line's notice: «Ответить», which takes the reader to the chat. */
  reply: ReactNode;
};

/** One notice: unread ones stand out and can be marked read; a link opens what it is about. */
export function NotificationItem({ m, markRead, reply }: Props) {
  const isChat = m.link === PARTICIPANT_CHAT_LINK;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={m.is_read ? undefined : 'jti.0'}
      data-testid="notification"
      data-unread={!m.is_read || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            {!m.is_read && <Indicator inline size={8} aria-hidden />}
            <Text fw={m.is_read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
              {m.title}
            </Text>
            {!m.is_read && (
              <Badge size="xs" variant="light">
                {t.new}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {formatMoscow(m.created_at)}
          </Text>
        </Group>
        {m.text && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {m.text}
          </Text>
        )}
        <Group gap="sm">
          {isChat
            ? reply
            : m.link &&
              (m.link.startsWith('/') ? (
                <Anchor component={Link} to={m.link} size="sm">
                  {t.open}
                </Anchor>
              ) : (
                <Anchor href={m.link} target="_blank" rel="noreferrer" size="sm">
                  {t.open}
                </Anchor>
              ))}
          {!m.is_read && markRead}
        </Group>
      </Stack>
    </Card>
  );
}
