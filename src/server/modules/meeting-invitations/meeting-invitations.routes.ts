/** Calendar files of meetings (decision 070; docs/api-access.md «Calendar invitations»). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CalendarFeedParamsSchema,
  CalendarFeedResponseSchema,
  MeetingFileParamsSchema,
} from '#shared/contracts/calendar.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contentDisposition } from '../../lib/files/names.ts';
import { signedIn } from '../../plugins/access.ts';
import { feedAddress, feedByToken, participantMeetingFile, renewFeed } from './calendar-files.service.ts';

const CALENDAR = 'text/calendar; charset=utf-8';

export function meetingInvitationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/screening/stage/:n/meeting.ics', {
    config: { access: 'participant' },
    schema: {
      tags: ['screening'],
      params: MeetingFileParamsSchema,
      description:
        'The invitation of the meeting of stage n (4–6) of the active record, as its latest e-mail carried it; 404 without one.',
    },
    handler: async (request, reply) => {
      const file = await participantMeetingFile(deps, signedIn(request).id, request.params.n);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });

  r.get('/api/dashboard/calendar-feed', {
    config: { access: 'staff' },
    schema: { tags: ['dashboard: calendar'], response: { 200: CalendarFeedResponseSchema } },
    handler: async (request) => ({ data: await feedAddress(deps, signedIn(request).id) }),
  });

  r.post('/api/dashboard/calendar-feed', {
    config: { access: 'staff' },
    schema: {
      tags: ['dashboard: calendar'],
      description: 'A new secret address of the caller’s feed; the previous one answers 404 from now on.',
      response: { 200: CalendarFeedResponseSchema },
    },
    handler: async (request) => ({ data: await renewFeed(deps, signedIn(request).id) }),
  });

  r.get('/api/calendar-feed/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['calendar'],
      params: CalendarFeedParamsSchema,
      description:
        'A staff member’s meetings of the coming 60 days (iCalendar), for a calendar to subscribe to; the secret in the path is the only key.',
    },
    handler: async (request, reply) =>
      reply
        .header('content-type', CALENDAR)
        .header('cache-control', 'private, no-store')
        .send(await feedByToken(deps, request.params.token)),
  });
}
