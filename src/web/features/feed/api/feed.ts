/** `GET /api/posts`: the feed as an infinite list, one page per keyset cursor. */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { FeedResponseSchema, FeedPost, FeedResponse } from '#shared/contracts/posts.ts';
import { POST_CATEGORIES, type PostCategory } from '#shared/domain/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const FEED_PAGE = 10;

/** The `category` of the feed's URL, when it names one. */
export const isPostCategory = (v: string | null): v is PostCategory =>
  POST_CATEGORIES.includes(v as PostCategory);

export const feedQuery = (category: PostCategory | null) =>
  infiniteQueryOptions({
    queryKey: ['feed', category ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<typeof FeedResponseSchema>('/api/posts', {
        query: { category, cursor: pageParam, per_page: FEED_PAGE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor,
  });

export const useFeed = (category: PostCategory | null) => useInfiniteQuery(feedQuery(category));

/** Changes one post wherever it is cached (every category's list). */
export function updateCachedPost(queryClient: QueryClient, id: number, change: (post: FeedPost) => FeedPost) {
  queryClient.setQueriesData<InfiniteData<FeedResponse, string | null>>({ queryKey: ['feed'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((p) => (p.id === id ? change(p) : p)),
          })),
        }
      : data,
  );
}
