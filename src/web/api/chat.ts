/**
 * The chat calls (src/shared/contracts/chat.ts) as react-query hooks: the staff side for one
 * participant, and the participant's own thread. A thread is an infinite query paged backwards:
 * page 0 is the newest lines, each next page the lines before the oldest shown.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ChatMessageResponseSchema,
  ChatThreadResponseSchema,
  ChatMessage,
  ChatThread,
} from '#shared/contracts/chat.ts';
import { CHAT_PAGE } from '#shared/domain/chat.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { pollEvery, useLiveOpen } from '#web/lib/live.ts';

/** Whose thread: a participant's id for staff, `'me'` for the participant. */
export type ChatTarget = number | 'me';

export const chatKey = (target: ChatTarget) => ['chat', target] as const;
const threadPath = (target: ChatTarget) =>
  target === 'me' ? '/api/chat' : `/api/dashboard/users/${target}/chat`;

export type ThreadView = {
  thread: ChatThread;
  /** Every loaded line, oldest first. */
  messages: ChatMessage[];
};

function flatten(data: InfiniteData<ChatThread, number | undefined>): ThreadView {
  const first = data.pages[0]!;
  const messages = [...data.pages].reverse().flatMap((p) => p.messages);
  return { thread: { ...first, has_more: data.pages[data.pages.length - 1]!.has_more }, messages };
}

/** The thread's pages, newest last (the page renders them through `flatten`). */
export const chatThreadQuery = (target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: chatKey(target),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<typeof ChatThreadResponseSchema>(threadPath(target), {
          query: { before: pageParam, limit: CHAT_PAGE },
          signal,
        })
      ).data,
    getNextPageParam: (last) => (last.has_more && last.messages[0] ? last.messages[0].id : undefined),
  });

/**
 * The thread, fresh on every open; a new line arrives by the live stream (lib/live.ts), or every
 * minute while the stream cannot open.
 */
export function useChatThread(target: ChatTarget) {
  const live = useLiveOpen();
  return useInfiniteQuery({
    ...chatThreadQuery(target),
    select: flatten,
    staleTime: 0,
    refetchInterval: pollEvery(live),
  });
}

/**
 * Sends one line. Staff open a thread that is not open yet with `chat/create` (its first line);
 * after that, and always for the participant, the line goes to the thread itself.
 */
export async function postChatLine(target: ChatTarget, text: string, opened: boolean): Promise<void> {
  if (target !== 'me' && !opened) {
    await apiRequest<typeof ChatThreadResponseSchema>(`/api/dashboard/users/${target}/chat/create`, {
      method: 'POST',
      body: { text },
    });
    return;
  }
  await apiRequest<typeof ChatMessageResponseSchema>(threadPath(target), { method: 'POST', body: { text } });
}

/** After a line went out: the thread, and the notices (the staff side's reading marks may change the dot). */
export async function afterChatLine(queryClient: QueryClient, target: ChatTarget): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: chatKey(target) });
  await queryClient.invalidateQueries({ queryKey: ['messages'] });
}

export function useSendChat(target: ChatTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, opened }: { text: string; opened: boolean }) => postChatLine(target, text, opened),
    onSuccess: () => afterChatLine(queryClient, target),
  });
}
