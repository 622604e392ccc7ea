import { Center } from '#web/components/ui/container.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Card, Paper } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { ruChat } from '#shared/i18n/ru/chat.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { useChatThread, type ChatTarget } from '../../api/chat.ts';
import { Box, Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

const t = ruChat.web;

type Props = {
  target: ChatTarget;
  title: string;
  /** Shown while the thread has no lines. */
  emptyText: string;
  /** A line under the title. */
  hint?: ReactNode;
  /** The section's anchor (`#chat` in notice links). */
  anchorId?: string;
  /**
   * The composer under the lines, given its field's id and whether the thread is open: the staff's
   * sends by the API itself (chat-panel.tsx), the participant's is a form of the page's own
   * (chat-page-composer.tsx). Passed in, so a page carries only its own.
   */
  composer: (p: { id: string; opened: boolean }) => ReactNode;
};

/**
 * One chat thread with its composer: the staff panel on the candidate card and the participant's
 * block on /notifications. Lines read oldest to newest and the view keeps to the newest; earlier
 * ones load on demand.
 */
export function ChatThreadPanel({ target, title, emptyText, hint, anchorId = 'chat', composer }: Props) {
  const thread = useChatThread(target);
  const titleId = `${anchorId}-title`;
  const opened = thread.data?.thread.opened ?? false;

  return (
    <Card
      withBorder
      component="section"
      aria-labelledby={titleId}
      mb="lg"
      id={anchorId}
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} fz="lg" id={titleId}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="gray.7" mt={4}>
          {hint}
        </Text>
      )}
      <Box mt="sm">
        {thread.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t.loading} />
          </Center>
        ) : thread.isError ? (
          <Alert color="red" title={t.loadError}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{thread.error.message}</Text>
              <Button variant="light" size="xs" onClick={() => void thread.refetch()}>
                {t.retry}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <ThreadLines
            messages={thread.data.messages}
            emptyText={emptyText}
            hasMore={thread.hasNextPage}
            loadingOlder={thread.isFetchingNextPage}
            onOlder={() => void thread.fetchNextPage()}
          />
        )}
      </Box>
      {!thread.isError && <Box mt="md">{composer({ id: `${anchorId}-composer`, opened })}</Box>}
    </Card>
  );
}

function ThreadLines(props: {
  messages: ChatMessage[];
  emptyText: string;
  hasMore: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
}) {
  const { messages } = props;
  const box = useRef<HTMLDivElement>(null);
  const newest = messages[messages.length - 1]?.id;
  // Keep to the newest line when one arrives; loading earlier lines leaves the view where it is.
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [newest]);

  if (messages.length === 0)
    return (
      <Text c="gray.7" size="sm">
        {props.emptyText}
      </Text>
    );
  return (
    <Box
      ref={box}
      role="log"
      aria-label={t.log}
      tabIndex={0}
      style={{ maxHeight: 420, overflowY: 'auto' }}
      px={2}
    >
      {props.hasMore && (
        <Center mb="xs">
          <Button variant="subtle" size="xs" onClick={props.onOlder} loading={props.loadingOlder}>
            {t.older}
          </Button>
        </Center>
      )}
      <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {messages.map((m) => (
          <Line key={m.id} m={m} />
        ))}
      </Stack>
    </Box>
  );
}

function Line({ m }: { m: ChatMessage }) {
  return (
    <Group component="li" justify={m.mine ? 'flex-end' : 'flex-start'} data-testid="chat-line">
      <Paper p="xs" px="sm" radius="md" bg={m.mine ? 'jti.0' : 'gray.1'} maw="85%">
        <Text size="xs" c="gray.7">
          {m.mine ? t.you : m.author} · {formatMoscow(m.created_at)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.text}
        </Text>
        {m.mine && m.read_at && (
          <Text size="xs" c="gray.7" ta="right">
            {t.read}
          </Text>
        )}
      </Paper>
    </Group>
  );
}
