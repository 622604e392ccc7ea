/**
 * `POST` / `DELETE /api/posts/{id}/react`: optimistic. The count and the reader's choice change at
 * once; a refusal puts them back as they were.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactResponseSchema, FeedPost } from '#shared/contracts/posts.ts';
import type { ReactionKind } from '#shared/domain/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { updateCachedPost } from './feed.ts';

export type ReactInput = { post: FeedPost; kind: ReactionKind | null };

/** The post as it looks once the reader's reaction becomes `kind` (null: none). */
export function withReaction(post: FeedPost, kind: ReactionKind | null): FeedPost {
  const reactions = { ...post.reactions };
  if (post.my_reaction) reactions[post.my_reaction] = Math.max(0, reactions[post.my_reaction] - 1);
  if (kind) reactions[kind] += 1;
  return { ...post, reactions, my_reaction: kind };
}

/** Reactions being sent, per post: only the last one's answer is shown, so quick taps never flicker back. */
const inFlight = new Map<number, number>();

export function useReact() {
  const queryClient = useQueryClient();
  return useMutation({
    // One after another, so the server sees the taps in the order they were made.
    scope: { id: 'post-reactions' },
    mutationFn: ({ post, kind }: ReactInput) =>
      kind
        ? apiRequest<typeof ReactResponseSchema>(`/api/posts/${post.id}/react`, {
            method: 'POST',
            body: { kind },
          })
        : apiRequest<typeof ReactResponseSchema>(`/api/posts/${post.id}/react`, { method: 'DELETE' }),
    onMutate: ({ post, kind }) => {
      inFlight.set(post.id, (inFlight.get(post.id) ?? 0) + 1);
      updateCachedPost(queryClient, post.id, (p) => withReaction(p, kind));
      return { before: post };
    },
    onError: (_e, { post }, context) => {
      if (context)
        updateCachedPost(queryClient, post.id, (p) => ({
          ...p,
          reactions: context.before.reactions,
          my_reaction: context.before.my_reaction,
        }));
    },
    onSuccess: (answer, { post }) => {
      if (inFlight.get(post.id) === 1)
        updateCachedPost(queryClient, post.id, (p) => ({ ...p, ...answer.data }));
    },
    onSettled: (_d, _e, { post }) => {
      const left = (inFlight.get(post.id) ?? 1) - 1;
      if (left > 0) inFlight.set(post.id, left);
      else inFlight.delete(post.id);
    },
  });
}
