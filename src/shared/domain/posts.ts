/** The news feed's kinds, categories, reactions and reasons to hide a post: lists the contract, the pages and the server share. */
export const POST_KINDS = ['news', 'video', 'carousel', 'offer'] as const;
export type PostKind = (typeof POST_KINDS)[number];
/** The kinds `create` makes; a carousel comes from `create-carousel`. */
export const SINGLE_POST_KINDS = ['news', 'video', 'offer'] as const;
export const POST_CATEGORIES = ['news', 'events', 'tips'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const REACTION_KINDS = ['like', 'heart', 'fire', 'clap'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_EMOJI: Record<ReactionKind, string> = {
  like: '👍',
  heart: '❤️',
  fire: '🔥',
  clap: '👏',
};
export const NEGATIVE_REASONS = ['irrelevant', 'repetitive', 'offensive', 'other'] as const;
