/**
 * «Добавить в календарь»: an RFC 5545 calendar with one event, carried in the link itself (a `data:`
 * address), so saving it needs no script and asks nothing of the server.
 */
export type CalendarEvent = {
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  location?: string | null;
  url?: string | null;
  description?: string | null;
};

/** `20261201T093000Z`: UTC (the stamp of when the file was made). */
export function icsDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/**
 * `20261201T123000`: the wall-clock time in Moscow, for `TZID=Europe/Moscow`. Moscow keeps UTC+3 all
 * year (no daylight saving since 2014), which the VTIMEZONE below says, so a calendar anywhere shows
 * the meeting at the right moment and labels it in Moscow time as the page does.
 */
export function icsMoscowDate(d: Date): string {
  return icsDate(new Date(d.getTime() + MOSCOW_OFFSET_MS)).replace(/Z$/, '');
}

const MOSCOW_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Moscow',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:MSK',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Lines longer than 75 characters are folded: CRLF and a space (characters, not octets: good enough for every reader tried). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
  return parts.join('\r\n ');
}

export function buildIcs(e: CalendarEvent, now: Date = new Date()): string {
  const end = new Date(e.start.getTime() + e.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//JTI//Internship//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...MOSCOW_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART;TZID=Europe/Moscow:${icsMoscowDate(e.start)}`,
    `DTEND;TZID=Europe/Moscow:${icsMoscowDate(end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The event as a `data:` address, for a link with `download` (no script needed to save it). */
export function icsHref(e: CalendarEvent, now?: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcs(e, now))}`;
}
