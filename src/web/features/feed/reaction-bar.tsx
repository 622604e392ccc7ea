import { Button } from '#web/components/ui/button.tsx';
import type { FeedPost } from '#shared/contracts/posts.ts';
import { REACTION_EMOJI, REACTION_KINDS, type ReactionKind } from '#shared/domain/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import { Group } from '#web/components/ui/primitives.tsx';

const t = ruFeed;

/** 👍 ❤️ 🔥 👏 with counts: one choice per reader; pressing the chosen one again takes it back. */
export function ReactionBar({
  post,
  onReact,
}: {
  post: FeedPost;
  onReact: (kind: ReactionKind | null) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label={t.web.reactionsLabel} wrap="wrap">
      {REACTION_KINDS.map((kind) => {
        const mine = post.my_reaction === kind;
        const count = post.reactions[kind];
        return (
          <Button
            key={kind}
            size="compact-sm"
            radius="xl"
            variant={mine ? 'light' : 'default'}
            aria-pressed={mine}
            aria-label={t.web.reactionCount(t.reactions[kind]!, count)}
            onClick={() => onReact(mine ? null : kind)}
            data-testid={`react-${kind}`}
          >
            <span aria-hidden="true">
              {REACTION_EMOJI[kind]} {count > 0 ? count : ''}
            </span>
          </Button>
        );
      })}
    </Group>
  );
}
