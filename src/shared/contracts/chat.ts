/**
 * The chat between the staff and one participant (docs/product.md «Chat»).
 *
 * Staff (`recruiter` access: recruiters and admins; managers never):
 * - `GET /api/dashboard/users/{id}/chat?before=&limit=`: the thread with participant {id}, newest
 *   last; `before` (a message id) pages back to older messages. A participant with no thread yet
 *   answers 200 with `opened: false` and no messages.
 * - `POST /api/dashboard/users/{id}/chat/create` `{ text? }`: opens the thread (201 the first
 *   time, 200 when it is already open) and, with `text`, writes its first message. It answers the
 *   thread.
 * - `POST /api/dashboard/users/{id}/chat` `{ text }`: writes a message (opening the thread if
 *   needed, so two recruiters starting at once both succeed); answers the message (201).
 * Who is reachable: an admin any participant; a recruiter a participant who has at least one
 * candidate record (recruiters work with candidates; a bare account is the admin's). A staff id,
 * an unknown id or an anonymised participant answers 404.
 *
 * Participant (`participant` access): `GET /api/chat?before=&limit=` and `POST /api/chat` `{ text }`,
 * always their own thread; writing with no thread yet opens it.
 *
 * Loading a thread marks the other side's messages read (`read_at`).
 */
import { z } from 'zod';
import { CHAT_PAGE, CHAT_PAGE_MAX, CHAT_TEXT_MAX } from '../domain/chat.ts';
import { ruChat } from '../i18n/ru/chat.ts';

const t = ruChat;

export const ChatTextSchema = z
  .string({ error: t.text })
  .trim()
  .min(1, { error: t.text })
  .max(CHAT_TEXT_MAX, { error: t.textLong(CHAT_TEXT_MAX) });

export const ChatPostSchema = z.object({ text: ChatTextSchema });
export type ChatPost = z.infer<typeof ChatPostSchema>;

export const ChatCreateSchema = z.object({ text: ChatTextSchema.optional() });
export type ChatCreate = z.infer<typeof ChatCreateSchema>;

export const ChatQuerySchema = z.object({
  before: z.coerce
    .number({ error: t.cursor })
    .int({ error: t.cursor })
    .positive({ error: t.cursor })
    .max(Number.MAX_SAFE_INTEGER, { error: t.cursor })
    .optional(),
  limit: z.coerce
    .number({ error: t.limit })
    .int({ error: t.limit })
    .min(1, { error: t.limit })
    .max(CHAT_PAGE_MAX, { error: t.limit })
    .default(CHAT_PAGE),
});
export type ChatQuery = z.infer<typeof ChatQuerySchema>;

export const ChatMessageSchema = z.object({
  id: z.number(),
  text: z.string(),
  /** Which side wrote it. */
  from: z.enum(['staff', 'participant']),
  /** Written by the caller. */
  mine: z.boolean(),
  /** The writer's name; a removed staff account shows as «Сотрудник». */
  author: z.string(),
  created_at: z.string(),
  /** When the other side first loaded it. */
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatThreadSchema = z.object({
  participant: z.object({ id: z.number(), name: z.string() }),
  opened: z.boolean(),
  opened_at: z.string().nullable(),
  /** Oldest first: the newest is last. */
  messages: z.array(ChatMessageSchema),
  /** Older messages exist: ask again with `before` = the first message's id. */
  has_more: z.boolean(),
});
export type ChatThread = z.infer<typeof ChatThreadSchema>;

export const ChatThreadResponseSchema = z.object({ data: ChatThreadSchema });
export const ChatMessageResponseSchema = z.object({ data: ChatMessageSchema });
