/**
 * The iCalendar files of meetings, written by `ical-generator` (decision 070): the invitation an
 * e-mail carries (METHOD:REQUEST or CANCEL), the same file the participant downloads on /progress,
 * and a staff member's feed (METHOD:PUBLISH). Times are in Moscow time (`TZID=Europe/Moscow` with its
 * VTIMEZONE from `@touch4it/ical-timezones`), as every page shows them.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { MANAGER_SLOT_STAGE, MEETING_MINUTES } from '#shared/domain/meeting-slots.ts';
import { ruMeetingInvitations } from '#shared/i18n/ru/meeting-invitations.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';
import type { MailAttachment } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import type { Meeting } from './meeting-view.ts';

const t = ruMeetingInvitations;
const TIMEZONE = 'Europe/Moscow';

// ical-generator writes a plain Date in the server process's own zone when the event has one; a
// dayjs instant it converts to the event's zone itself, whatever TZ the server runs with.
dayjs.extend(utc);
dayjs.extend(timezone);
const moment = (d: Date) => dayjs.utc(d);

export type CalendarMethod = 'REQUEST' | 'CANCEL';
/** Whose copy: the participant's names only them; the staff's names the candidate and every interviewer. */
export type Audience = 'participant' | 'staff';
type Site = Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>;

/** `Стажировка в JTI <no-reply@example.com>` → its name and address: the events' organizer. */
export function organizerOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  const email = (match?.[2] ?? mailFrom).trim();
  // A calendar's organizer needs a name: the address stands for it when the sender has none.
  return { name: match?.[1]?.trim() || email, email };
}

function calendar(method: ICalCalendarMethod, name?: string): ICalCalendar {
  return ical({
    prodId: { company: 'JTI', product: 'Internship', language: 'RU' },
    method,
    ...(name ? { name } : {}),
    // No zone of the calendar's own (it would write DTSTAMP in it, and DTSTAMP is UTC): the generator
    // adds the VTIMEZONE of the events' zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
}

function addEvent(cal: ICalCalendar, meeting: Meeting, audience: Audience, site: Site, cancelled: boolean) {
  const stage = stageNameOf(meeting.n);
  const staff = audience === 'staff';
  const attendees = [meeting.candidate, ...(staff ? meeting.interviewers : [])]
    .filter((p) => p.email)
    .map((p) => ({
      name: p.name || undefined,
      email: p.email!,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: false,
    }));
  // The interviewers of stage 6 are managers, of stages 4–5 the recruiter: each opens the card in their own area.
  const page = !staff
    ? `${site.PUBLIC_URL}/progress`
    : meeting.n === MANAGER_SLOT_STAGE
      ? `${site.PUBLIC_URL}/manager/candidates/${meeting.candidateId}`
      : `${site.PUBLIC_URL}/recruiter/positions/${meeting.vacancyId}/candidates/${meeting.candidateId}`;
  cal.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    stamp: meeting.stamp,
    start: moment(meeting.startsAt),
    end: moment(meeting.startsAt).add(MEETING_MINUTES, 'minute'),
    timezone: TIMEZONE,
    summary: staff
      ? t.staffSummary(stage, meeting.candidate.name, meeting.position)
      : t.participantSummary(stage),
    description: staff
      ? t.staffDescription(meeting.position, page)
      : t.participantDescription(meeting.position, page),
    location: meeting.place || (meeting.link ? meeting.link : t.online),
    url: meeting.link || null,
    organizer: organizerOf(site.MAIL_FROM),
    attendees,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** The invitation of one state of a meeting, as the e-mail's attachment. */
export function invitationFile(
  meeting: Meeting,
  audience: Audience,
  method: CalendarMethod,
  site: Site,
): MailAttachment {
  const cal = calendar(method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addEvent(cal, meeting, audience, site, method === 'CANCEL');
  return {
    filename: t.filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: cal.toString(),
  };
}

/** A staff member's feed: their coming meetings, for a calendar to subscribe to. */
export function feedFile(meetings: Meeting[], site: Site): string {
  const cal = calendar(ICalCalendarMethod.PUBLISH, t.feedName);
  for (const m of meetings) addEvent(cal, m, 'staff', site, false);
  return cal.toString();
}
