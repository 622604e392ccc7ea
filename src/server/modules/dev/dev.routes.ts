/**
 * `GET /api/dev/outbox`: the latest e-mails and SMS in the outbox, so a developer (and the browser
 * journeys) can read sign-in codes, reset links and calendar invitations without a real gateway. Registered only with
 * DEV_OUTBOX=on, which the configuration refuses in production.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { outbox } from '../../db/schema.ts';

export function devRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox', {
    config: { access: 'public' },
    schema: {
      tags: ['development'],
      querystring: z.object({ recipient: z.string().max(254).optional() }),
      response: {
        200: z.object({
          data: z.array(
            z.object({
              channel: z.string(),
              recipient: z.string(),
              subject: z.string(),
              body: z.string(),
              attachments: z.array(
                z.object({ filename: z.string(), content_type: z.string(), content: z.string() }),
              ),
              created_at: z.string(),
            }),
          ),
        }),
      },
    },
    handler: async (request) => {
      const rows = await deps.db
        .select()
        .from(outbox)
        .where(request.query.recipient ? eq(outbox.recipient, request.query.recipient) : undefined)
        .orderBy(desc(outbox.id))
        .limit(20);
      return {
        data: rows.map((r) => ({
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          attachments: r.attachments.map((a) => ({
            filename: a.filename,
            content_type: a.contentType,
            content: a.content,
          })),
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  });
}
