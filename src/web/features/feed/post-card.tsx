import { useEffect, useRef } from 'react';
import { ActionIcon } from '#web/components/ui/action-icon.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { IconEyeOff } from '@tabler/icons-react';
import type { FeedPost } from '#shared/contracts/posts.ts';
import type { ReactionKind } from '#shared/domain/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { MarkdownText } from '#web/components/markdown.tsx';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { OfferVacancy } from './offer-vacancy.tsx';
import { PostMedia } from './post-media.tsx';
import { ReactionBar } from './reaction-bar.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';

const t = ruFeed;

type Props = {
  post: FeedPost;
  onReact: (kind: ReactionKind | null) => void;
  onNotInteresting: () => void;
  /** Called once, when at least half of the post has been on screen. */
  onSeen: () => void;
  /** The first post of the page: its first image loads at once (PostMedia). */
  priority?: boolean;
};

/** One post of the feed. */
export function PostCard({ post, onReact, onNotInteresting, onSeen, priority = false }: Props) {
  const ref = useRef<HTMLElement>(null);
  const seen = useRef(post.viewed);
  useEffect(() => {
    const el = ref.current;
    if (seen.current || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !seen.current) {
          seen.current = true;
          observer.disconnect();
          onSeen();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onSeen]);

  const titleId = `post-${post.id}-title`;
  return (
    <Card
      component="article"
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={titleId}
      data-testid="post"
      data-post-id={post.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="wrap">
            <Badge variant="light" data-testid="post-category">
              {t.categories[post.category]}
            </Badge>
            {post.kind !== 'news' && (
              <Badge variant="outline" color="gray">
                {t.kinds[post.kind]}
              </Badge>
            )}
            <Text size="sm" c="dimmed" component="time" dateTime={post.published_at}>
              {formatMoscow(post.published_at, 'DD.MM.YYYY')}
            </Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onNotInteresting}
            aria-label={`${t.web.notInteresting}: ${post.title}`}
          >
            <IconEyeOff size={18} />
          </ActionIcon>
        </Group>
        <Title order={2} fz="h3" id={titleId}>
          {post.title}
        </Title>
        <PostMedia post={post} priority={priority} />
        {post.text && <MarkdownText>{post.text}</MarkdownText>}
        {post.kind === 'offer' && post.vacancy && <OfferVacancy vacancy={post.vacancy} />}
        <ReactionBar post={post} onReact={onReact} />
      </Stack>
    </Card>
  );
}
