import { describe, expect, it } from 'vitest';
import type { FeedPost } from '#shared/contracts/posts.ts';
import { withReaction } from './react.ts';

const post = (my: FeedPost['my_reaction'], like = 3, fire = 1): FeedPost => ({
  id: 1,
  title: 'Пост',
  text: '',
  kind: 'news',
  category: 'news',
  published_at: '2026-11-20T10:00:00.000Z',
  media: [],
  vacancy: null,
  reactions: { like, heart: 0, fire, clap: 0 },
  my_reaction: my,
  viewed: false,
});

describe('withReaction: what the reader sees at once, before the server answers', () => {
  it('a first reaction adds one', () => {
    expect(withReaction(post(null), 'heart')).toMatchObject({
      my_reaction: 'heart',
      reactions: { like: 3, heart: 1, fire: 1 },
    });
  });
  it('another kind moves the reader’s one reaction', () => {
    expect(withReaction(post('like'), 'fire')).toMatchObject({
      my_reaction: 'fire',
      reactions: { like: 2, fire: 2 },
    });
  });
  it('taking it back removes one, never below zero', () => {
    expect(withReaction(post('like'), null)).toMatchObject({ my_reaction: null, reactions: { like: 2 } });
    expect(withReaction(post('clap', 0, 0), null).reactions.clap).toBe(0);
  });
});
