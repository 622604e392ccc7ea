/**
 * `GET /api/events` (decision 030): the signed-in tab's Server-Sent Events stream. Each event has an
 * `id` (one database sequence, so `Last-Event-ID` resumes), an `event` name and JSON `data`:
 *
 * - `ready`: sent first on every connection; its id is where the stream starts.
 * - `notice`: a new notice for the caller (the item of `GET /api/messages`).
 * - `read`: the caller's notices were marked read (here or in another tab); `unread` is the count left.
 * - `chat`: a chat line in the thread of `participant_id` that concerns the caller.
 *
 * Heartbeats are comment lines (`: ping`). A reconnect after a drop gets every event after the id it
 * names (header `Last-Event-ID`, or `last_event_id` when a tab opens a new stream itself). A tab's
 * first stream names the event its page's data was read after (`from`, carried by a page rendered on
 * the server): it gets what happened since the page, and nothing the page already showed.
 */
import { z } from 'zod';
import { MessageSchema } from './messages.ts';

const eventId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const LiveQuerySchema = z.object({
  last_event_id: eventId.optional(),
  from: eventId.optional(),
});

export const LiveNoticeSchema = z.object({ message: MessageSchema });
export const LiveReadSchema = z.object({ unread: z.number() });
export const LiveChatSchema = z.object({ participant_id: z.number(), message_id: z.number() });

/** What each stored event carries, by its name. */
export type LiveEvents = {
  notice: z.infer<typeof LiveNoticeSchema>;
  read: z.infer<typeof LiveReadSchema>;
  chat: z.infer<typeof LiveChatSchema>;
};
export type LiveEventKind = keyof LiveEvents;
export const LIVE_EVENT_KINDS = ['notice', 'read', 'chat'] as const satisfies readonly LiveEventKind[];
