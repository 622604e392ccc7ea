import { useCallback, useEffect, useRef, useState } from 'react';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { closeNotice, notify } from '#web/lib/notify.ts';
import { IconNews } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { FeedPost } from '#shared/contracts/posts.ts';
import { POST_CATEGORIES, type ReactionKind } from '#shared/domain/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { useAfterFirstRender, useFirstScreen } from '#web/components/client-only.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { lazyDialog } from '#web/components/lazy-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isPostCategory, useFeed } from './api/feed.ts';
import { logView } from './api/log-view.ts';
import { sendNegativeFeedback } from './api/negative-feedback.ts';
import { useReact } from './api/react.ts';
import classes from './feed.module.css';
import type { HideReason } from './hide-post-modal.tsx';
import { PostCard } from './post-card.tsx';
import { SelectionNote } from './selection-note.tsx';
import { Box, Group, Stack, Text } from '#web/components/ui/primitives.tsx';

const t = ruFeed;
const HidePostModal = lazyDialog(() => import('./hide-post-modal.tsx').then((m) => m.HidePostModal));
/** The posts the server renders: a phone's and a desktop's first screen, whatever each post holds. */
const FIRST_SCREEN_POSTS = 4;
/** How long «Вернуть» stays offered before the hiding is sent. */
const UNDO_MS = 5_000;

/**
 * /newswire: the feed, newest first, loading more as the reader nears the end (and by «Показать ещё»
 * for keyboards and browsers without IntersectionObserver), filtered by category (kept in the URL).
 */
export function NewswirePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isPostCategory(raw) ? raw : null;
  const feed = useFeed(category);
  const react = useReact();
  const hiding = useHiding();
  const [asking, setAsking] = useState<FeedPost | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  // Watched once every loaded post is drawn: below the first screen's posts, the sentinel would
  // look near and ask for the next page the page had no need of yet.
  const drawn = useAfterFirstRender();
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !drawn || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [drawn, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onReact = (post: FeedPost, kind: ReactionKind | null) =>
    react.mutate(
      { post, kind },
      {
        onError: (e) =>
          notify({
            color: 'red',
            title: t.web.reactionFailed,
            message: e instanceof ApiError ? e.message : '',
          }),
      },
    );

  const posts = (feed.data?.pages.flatMap((p) => p.data) ?? []).filter((p) => !hiding.hidden.has(p.id));
  const shown = useFirstScreen(posts, FIRST_SCREEN_POSTS);
  const seen = useCallback((id: number) => void logView(id).catch(() => undefined), []);

  return (
    <>
      <PageHeader title={t.web.title} description={t.web.description} />
      {/* A reading column, and beside it on a wide screen the filter and the selection (feed.module.css). */}
      <div className={classes.layout}>
        <div className={classes.aside}>
          <SegmentedControl
            aria-label={t.web.filterLabel}
            fullWidth
            maw={520}
            value={category ?? 'all'}
            onChange={(v) => setParams(v === 'all' ? {} : { category: v }, { replace: true })}
            data={[
              { value: 'all', label: t.web.all },
              ...POST_CATEGORIES.map((c) => ({ value: c, label: t.categories[c]! })),
            ]}
          />
          <Box visibleFrom="lg" mt="lg">
            <SelectionNote />
          </Box>
        </div>
        <div className={classes.main}>
          {feed.isPending && (
            <Center py="xl">
              <Loader aria-label={ruWebShell.loading} />
            </Center>
          )}
          {feed.isError && !feed.data && (
            <Alert color="red" title={t.web.error}>
              <Button variant="light" color="red" mt="xs" onClick={() => void feed.refetch()}>
                {t.web.retry}
              </Button>
            </Alert>
          )}
          {feed.data && posts.length === 0 && !hasNextPage && (
            <EmptyState
              icon={<IconNews size={32} stroke={1.5} />}
              title={t.web.emptyTitle}
              text={category ? t.web.emptyCategory : t.web.emptyText}
            />
          )}
          {posts.length > 0 && (
            <Stack gap="lg" data-testid="feed">
              {shown.map((post, i) => (
                <PostCard
                  key={post.id}
                  post={post}
                  priority={i === 0}
                  onReact={(kind) => onReact(post, kind)}
                  onNotInteresting={() => setAsking(post)}
                  onSeen={() => seen(post.id)}
                />
              ))}
            </Stack>
          )}
          <div ref={sentinel} aria-hidden="true" />
          {feed.data && (
            <Group justify="center" mt="lg">
              {hasNextPage ? (
                <Button variant="light" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  {t.web.more}
                </Button>
              ) : (
                posts.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t.web.end}
                  </Text>
                )
              )}
            </Group>
          )}
          {feed.isFetchNextPageError && (
            <Alert color="red" mt="md">
              {t.web.error}
            </Alert>
          )}
        </div>
      </div>
      <HidePostModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        onHide={(r) => asking && hiding.hide(asking, r)}
      />
    </>
  );
}

/**
 * Hiding with an undo: the post leaves the list at once and «Вернуть» is offered for a few seconds;
 * only then is the «Не интересно» sent (at once if the reader leaves the page first).
 */
function useHiding() {
  const [hidden, setHidden] = useState<Set<number>>(() => new Set());
  const pending = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; send: () => void }>());
  const queryClient = useQueryClient();

  const unhide = useCallback((id: number) => {
    setHidden((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  }, []);

  useEffect(() => {
    const map = pending.current;
    return () => {
      for (const { timer, send } of map.values()) {
        clearTimeout(timer);
        send();
      }
      map.clear();
    };
  }, []);

  const hide = (post: FeedPost, reason: HideReason) => {
    setHidden((s) => new Set(s).add(post.id));
    const send = () => {
      pending.current.delete(post.id);
      sendNegativeFeedback(post.id, reason)
        .then(() => void queryClient.invalidateQueries({ queryKey: ['feed'], refetchType: 'none' }))
        .catch((e: unknown) => {
          unhide(post.id);
          notify({
            color: 'red',
            title: t.web.hideFailed,
            message: e instanceof ApiError ? e.message : '',
          });
        });
    };
    const timer = setTimeout(() => {
      closeNotice(`hide-${post.id}`);
      send();
    }, UNDO_MS);
    pending.current.set(post.id, { timer, send });
    notify({
      id: `hide-${post.id}`,
      timeout: UNDO_MS,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t.web.hidden}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              const entry = pending.current.get(post.id);
              if (entry) clearTimeout(entry.timer);
              pending.current.delete(post.id);
              unhide(post.id);
              closeNotice(`hide-${post.id}`);
            }}
          >
            {t.web.undo}
          </Button>
        </Group>
      ),
    });
  };

  return { hidden, hide };
}
