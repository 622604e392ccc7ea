import { z } from 'zod';

export const MessageSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const MessagesResponseSchema = z.object({
  data: z.array(MessageSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), unread: z.number() }),
});
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>;
