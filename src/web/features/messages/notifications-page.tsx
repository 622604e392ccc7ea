import { Anchor, Badge, Card, Center, Group, Indicator, Loader, Pagination, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoscow } from '#web/lib/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { messagesQuery } from './api/messages.ts';

const PER_PAGE = 20;

/** /notifications: the user's messages, newest first, unread marked. */
export function NotificationsPage() {
  const t = ru.web.notifications;
  const [page, setPage] = useState(1);
  const messages = useQuery(messagesQuery(page, PER_PAGE));
  const data = messages.data;

  return (
    <>
      <PageHeader title={t.title} description={data && data.meta.unread > 0 ? t.unread(data.meta.unread) : undefined} />
      {messages.isPending && (
        <Center py="xl">
          <Loader aria-label={ru.web.loading} />
        </Center>
      )}
      {messages.isError && <EmptyState title={t.errorTitle} text={t.errorText} />}
      {data && data.data.length === 0 && <EmptyState icon={<IconBell size={32} stroke={1.5} />} title={t.emptyTitle} text={t.emptyText} />}
      {data && data.data.length > 0 && (
        <Stack gap="sm">
          {data.data.map((m) => (
            <Card key={m.id} withBorder radius="md" p="md" bg={m.is_read ? undefined : 'jti.0'}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    {!m.is_read && <Indicator inline size={8} processing={false} aria-hidden />}
                    <Text fw={m.is_read ? 500 : 700}>{m.title}</Text>
                    {!m.is_read && (
                      <Badge size="xs" variant="light">
                        {t.new}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {m.text}
                  </Text>
                  {m.link &&
                    (m.link.startsWith('/') ? (
                      <Anchor component={Link} to={m.link} size="sm">
                        {t.open}
                      </Anchor>
                    ) : (
                      <Anchor href={m.link} target="_blank" rel="noreferrer" size="sm">
                        {t.open}
                      </Anchor>
                    ))}
                </Stack>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoscow(m.created_at)}
                </Text>
              </Group>
            </Card>
          ))}
          {data.meta.total > PER_PAGE && (
            <Center mt="md">
              <Pagination total={Math.ceil(data.meta.total / PER_PAGE)} value={page} onChange={setPage} />
            </Center>
          )}
        </Stack>
      )}
    </>
  );
}
