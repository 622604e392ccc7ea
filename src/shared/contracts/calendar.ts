/**
 * Calendar invitations (decision 070): the participant's file of a meeting
 * (`GET /api/screening/stage/{n}/meeting.ics`), a staff member's private feed address
 * (`GET`/`POST /api/dashboard/calendar-feed`) and the feed itself (`GET /api/calendar-feed/{token}`).
 */
import { z } from 'zod';
import { SLOT_STAGES } from '../domain/meeting-slots.ts';
import { ruMeetingInvitations } from '../i18n/ru/meeting-invitations.ts';

const t = ruMeetingInvitations;

/** Only a meeting stage has a calendar file: 4, 5 or 6. */
export const MeetingFileParamsSchema = z.object({
  n: z.coerce.number({ error: t.meetingStage }).pipe(z.literal(SLOT_STAGES, { error: t.meetingStage })),
});

/** The feed's secret: base64url of an HMAC-SHA256 (43 characters); anything else is no feed. */
export const CalendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: t.feedLink }),
});

/** The caller's feed address, or null until they make one. */
export const CalendarFeedResponseSchema = z.object({
  data: z.object({ url: z.string().nullable() }),
});
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponseSchema>;
