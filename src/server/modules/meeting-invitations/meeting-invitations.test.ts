/**
 * Calendar invitations (issue 32 part 2, decision 070), end to end: the e-mails leave through the
 * real SMTP transport into an SMTP server started here (`smtp-server`), are parsed as mail
 * (`mailparser`), and their invitations are parsed back as iCalendar (`node-ical`).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  candidateManagers,
  meetingInvitations,
  outbox,
  users,
  vacancies,
  vacancyManagers,
} from '../../db/schema.ts';
import { now, resetClock, setClock } from '../../lib/clock.ts';
import { dispatchOutbox, type Transports } from '../../lib/outbox.ts';
import { transportsFromConfig } from '../../lib/transports.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { anonymiseParticipantNow } from '../users/anonymise.service.ts';

type Received = { to: string; raw: Buffer };
let received: Received[] = [];
let smtp: SMTPServer;
let transports: Transports;
let t: TestApp;
let recruiter: Awaited<ReturnType<typeof signedInClient>>;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address, raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  transports = transportsFromConfig(
    loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: '/nonexistent' }),
  );
  // The app queues into the outbox (with the SMTP transport configured, rows wait as pending);
  // `deliver()` sends them as the dispatcher does.
  t = await createTestApp({ transports, env: { DEV_OUTBOX: 'on' } });
  recruiter = await signedInClient(t.app, t.db, 'recruiter');
});
afterEach(() => resetClock());
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A time h hours on, on a whole minute (a calendar's time has no milliseconds). */
const inHours = (h: number) =>
  new Date(Math.floor((now().getTime() + h * HOUR) / MINUTE) * MINUTE).toISOString();

/**
 * Sends what the outbox holds and answers the invitations that arrived (the stage notices that come
 * beside them left out), parsed, with their calendar part — a `text/calendar; method=…` alternative.
 */
async function deliver() {
  while ((await dispatchOutbox(t.db, transports, log)) > 0);
  const mails = [];
  for (const r of received) {
    const mail = await simpleParser(r.raw);
    const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
    if (!part) continue;
    const method = (part.headers.get('content-type') as { params?: { method?: string } }).params?.method;
    const text = part.content.toString('utf8');
    const parsed = ical.sync.parseICS(text);
    const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as VEvent;
    // The part's MIME method and the file's METHOD agree.
    expect((parsed.vcalendar as { method?: string }).method).toBe(method);
    mails.push({
      to: r.to,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      calendar: text,
      event,
      method,
    });
  }
  received = [];
  return mails;
}

/** A position with stages 4–6 whose responsible recruiter is `recruiter`, and a slot of stage n on it. */
async function position() {
  const v = await makeVacancy(t.db, { pipeline: [1, 4, 5, 6, 7], title: 'Стажёр-аналитик' });
  await t.db.update(vacancies).set({ recruiterId: recruiter.user.id }).where(eq(vacancies.id, v.vacancy.id));
  return v;
}

async function publish(vacancyId: number, startsInHours: number, extra: Record<string, unknown> = {}) {
  const res = await recruiter.c.post(`/api/dashboard/vacancies/${vacancyId}/slots`, {
    n: 4,
    starts_at: inHours(startsInHours),
    place: 'Москва, Павелецкая пл., 2',
    capacity: 2,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.data.at(-1) as { id: number; starts_at: string };
}

async function participantAt(v: Awaited<ReturnType<typeof position>>, n = 4) {
  const p = await signedInClient(t.app, t.db, 'participant');
  const cand = await makeCandidate(
    t.db,
    p.user.id,
    v,
    { 1: 'success', [n]: 'awaiting' },
    { status: 'assigned' },
  );
  return { ...p, cand };
}

const feedPath = (url: string) => new URL(url).pathname;

describe('a participant books, moves and loses a time', () => {
  it('three e-mails each, to the candidate and to the recruiter: one UID, SEQUENCE 0, 1, 2, the last a CANCEL; the feed lists it, then drops it', async () => {
    await deliver();
    const v = await position();
    const first = await publish(v.vacancy.id, 72);
    const second = await publish(v.vacancy.id, 96, { place: '', link: 'https://telemost.yandex.ru/j/42' });
    const p = await participantAt(v);
    const feed = await recruiter.c.post('/api/dashboard/calendar-feed');
    expect(feed.statusCode, feed.body).toBe(200);

    expect((await p.c.put('/api/screening/slot', { slot_id: first.id })).statusCode).toBe(200);
    const booked = await deliver();
    const listed = await client(t.app).get(feedPath(feed.data.data.url));
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-type']).toBe('text/calendar; charset=utf-8');

    expect((await p.c.put('/api/screening/slot', { slot_id: second.id })).statusCode).toBe(200);
    const moved = await deliver();
    const cancel = await recruiter.c.post(
      `/api/dashboard/vacancies/${v.vacancy.id}/slots/${second.id}/cancel`,
    );
    expect(cancel.statusCode).toBe(200);
    const cancelled = await deliver();

    for (const who of [p.user.email, recruiter.user.email]) {
      const mails = [booked, moved, cancelled].map((batch) => batch.filter((m) => m.to === who));
      expect(mails.map((m) => m.length)).toEqual([1, 1, 1]);
      const [a, b, c] = mails.map((m) => m[0]!);
      expect(new Set([a!.event!.uid, b!.event!.uid, c!.event!.uid]).size).toBe(1);
      expect([a!.event!.sequence, b!.event!.sequence, c!.event!.sequence].map(Number)).toEqual([0, 1, 2]);
      expect([a!.method, b!.method, c!.method]).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
      // Moscow time with its zone, the place or the link.
      expect(a!.calendar).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Moscow');
      expect(a!.calendar).toMatch(/DTSTART;TZID=Europe\/Moscow:\d{8}T\d{6}\r\n/);
      expect(a!.event!.start.toISOString()).toBe(first.starts_at);
      expect(a!.event!.location).toBe('Москва, Павелецкая пл., 2');
      expect(b!.event!.start.toISOString()).toBe(second.starts_at);
      expect(b!.calendar).toContain('URL;VALUE=URI:https://telemost.yandex.ru/j/42\r\n');
      expect(b!.event!.location).toBe('https://telemost.yandex.ru/j/42');
      expect(c!.event!.status).toBe('CANCELLED');
      expect(a!.subject).toMatch(/^Приглашение: Ассессмент, \d{2}\.\d{2}\.\d{4} в \d{2}:\d{2} \(МСК\)/);
      expect(b!.subject).toMatch(/^Встреча перенесена: Ассессмент/);
      expect(c!.subject).toMatch(/^Встреча отменена: Ассессмент/);
    }
    // The participant's copy names nobody else; the recruiter's names the candidate and the position.
    const mine = booked.find((m) => m.to === p.user.email)!;
    expect(mine.calendar).not.toContain(recruiter.user.email);
    expect(mine.event!.summary).toBe('Ассессмент — Стажировка в JTI');
    const theirs = booked.find((m) => m.to === recruiter.user.email)!;
    expect(theirs.event!.summary).toBe('Ассессмент: Тестов Тест — Стажёр-аналитик');
    expect(theirs.calendar).toContain(`MAILTO:${p.user.email}`);

    const uid = mine.event!.uid;
    expect(listed.body).toContain(`UID:${uid}`);
    expect(listed.body).toContain('METHOD:PUBLISH');
    const after = await client(t.app).get(feedPath(feed.data.data.url));
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(`UID:${uid}`);

    // A new time after the cancelled one is a new meeting: a new UID from SEQUENCE 0.
    const third = await publish(v.vacancy.id, 120);
    expect((await p.c.put('/api/screening/slot', { slot_id: third.id })).statusCode).toBe(200);
    const again = (await deliver()).find((m) => m.to === p.user.email)!;
    expect(again.event!.uid).not.toBe(uid);
    expect([again.method, Number(again.event!.sequence)]).toEqual(['REQUEST', 0]);
  });

  it('a candidate who leaves cancels their meeting in every calendar', async () => {
    await deliver();
    const v = await position();
    const slot = await publish(v.vacancy.id, 72);
    const p = await participantAt(v);
    await p.c.put('/api/screening/slot', { slot_id: slot.id });
    const [sent] = (await deliver()).filter((m) => m.to === p.user.email);
    expect((await p.c.put('/api/screening/close')).statusCode).toBe(200);
    const mails = await deliver();
    expect(mails.map((m) => [m.to, m.method, Number(m.event!.sequence), m.event!.uid]).sort()).toEqual(
      [
        [p.user.email, 'CANCEL', 1, sent!.event!.uid],
        [recruiter.user.email, 'CANCEL', 1, sent!.event!.uid],
      ].sort(),
    );
  });
});

describe('a time staff assign by hand', () => {
  it('the manager interview goes to the candidate’s managers; a retyped time raises SEQUENCE; a refusal cancels; a held meeting stays', async () => {
    await deliver();
    const v = await position();
    const p = await participantAt(v, 6);
    const personal = await makeUser(t.db, { role: 'manager' });
    const byPosition = await makeUser(t.db, { role: 'manager' });
    const inactive = await makeUser(t.db, { role: 'manager' });
    await t.db.insert(candidateManagers).values({ candidateId: p.cand.id, userId: personal.id });
    await t.db.insert(vacancyManagers).values([
      { vacancyId: v.vacancy.id, userId: byPosition.id },
      { vacancyId: v.vacancy.id, userId: inactive.id, active: false },
    ]);
    const url = `/api/dashboard/candidate/${p.cand.id}/stage/6`;
    const at = inHours(50);
    const set = await recruiter.c.put(url, {
      status: 'assigned',
      slot: { at, link: 'https://meet.example.com/x' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const first = await deliver();
    expect(first.map((m) => m.to).sort()).toEqual([p.user.email, personal.email, byPosition.email].sort());
    expect(first.every((m) => m.method === 'REQUEST' && Number(m.event!.sequence) === 0)).toBe(true);
    // The recruiter of stages 4–5 is not an interviewer of stage 6.
    expect(first.some((m) => m.to === recruiter.user.email)).toBe(false);

    // The same status, a new time: a move.
    const later = inHours(74);
    expect((await recruiter.c.put(url, { status: 'assigned', slot: { at: later } })).statusCode).toBe(200);
    const moved = await deliver();
    expect(moved).toHaveLength(3);
    expect(
      moved.every((m) => Number(m.event!.sequence) === 1 && m.event!.start.toISOString() === later),
    ).toBe(true);
    // The same again changes nothing and sends nothing.
    expect((await recruiter.c.put(url, { status: 'assigned', slot: { at: later } })).statusCode).toBe(200);
    expect(await deliver()).toEqual([]);

    expect((await recruiter.c.put(url, { status: 'denied_add' })).statusCode).toBe(200);
    const refused = await deliver();
    expect(refused.map((m) => [m.method, Number(m.event!.sequence)])).toEqual([
      ['CANCEL', 2],
      ['CANCEL', 2],
      ['CANCEL', 2],
    ]);

    // A meeting that took place is neither moved nor cancelled.
    const q = await participantAt(v, 4);
    await recruiter.c.put(`/api/dashboard/candidate/${q.cand.id}/stage/4`, {
      status: 'assigned',
      slot: { at: inHours(30), place: 'Офис' },
    });
    expect((await deliver()).map((m) => m.to).sort()).toEqual([q.user.email, recruiter.user.email].sort());
    await recruiter.c.put(`/api/dashboard/candidate/${q.cand.id}/stage/4`, { status: 'carried_out' });
    await recruiter.c.put(`/api/dashboard/candidate/${q.cand.id}/stage/4`, { status: 'success' });
    expect(await deliver()).toEqual([]);
  });

  it('erasing a participant cancels the meeting for the interviewers and leaves nothing of theirs in the outbox', async () => {
    await deliver();
    const v = await position();
    const p = await participantAt(v, 5);
    await recruiter.c.put(`/api/dashboard/candidate/${p.cand.id}/stage/5`, {
      status: 'assigned',
      slot: { at: inHours(40), place: 'Офис' },
    });
    await deliver();
    await anonymiseParticipantNow(t.app.deps, p.user.id, { actorId: null, reason: 'deleted_by_admin' });
    const mails = await deliver();
    expect(mails.map((m) => [m.to, m.method])).toEqual([[recruiter.user.email, 'CANCEL']]);
    const theirs = await t.db.select().from(outbox).where(eq(outbox.recipient, p.user.email));
    expect(theirs).toEqual([]);
    const [meeting] = await t.db
      .select()
      .from(meetingInvitations)
      .where(eq(meetingInvitations.candidateId, p.cand.id));
    expect(meeting!.cancelledAt).not.toBeNull();
  });
});

describe('GET /api/screening/stage/{n}/meeting.ics', () => {
  it('the participant downloads the very file the e-mail carried; 401 signed out, 403 staff, 422 not a meeting stage, 404 without a meeting or someone else’s', async () => {
    await deliver();
    const v = await position();
    const slot = await publish(v.vacancy.id, 80);
    const p = await participantAt(v);
    const url = '/api/screening/stage/4/meeting.ics';
    expect((await p.c.get(url)).statusCode).toBe(404);
    await p.c.put('/api/screening/slot', { slot_id: slot.id });
    const file = await p.c.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file.headers['content-disposition']).toContain('invitation.ics');
    const mail = (await deliver()).find((m) => m.to === p.user.email)!;
    expect(file.body).toBe(mail.calendar);

    // The dev listing shows the attachment as the outbox keeps it.
    const listing = await client(t.app).get(`/api/dev/outbox?recipient=${encodeURIComponent(p.user.email)}`);
    const letter = listing.data.data.find((m: { subject: string }) => m.subject.startsWith('Приглашение'));
    expect(letter.attachments).toEqual([
      {
        filename: 'invitation.ics',
        content_type: 'text/calendar; charset=utf-8; method=REQUEST',
        content: file.body,
      },
    ]);

    expect((await client(t.app).get(url)).statusCode).toBe(401);
    expect((await recruiter.c.get(url)).statusCode).toBe(403);
    const wrong = await p.c.get('/api/screening/stage/3/meeting.ics');
    expect([wrong.statusCode, wrong.data.errors.n]).toEqual([
      422,
      ['Файл календаря есть только у встреч: этапы 4, 5 и 6'],
    ]);
    expect((await p.c.get('/api/screening/stage/5/meeting.ics')).statusCode).toBe(404);
    const other = await participantAt(v);
    expect((await other.c.get(url)).statusCode).toBe(404);
  });
});

describe('a staff member’s calendar feed', () => {
  it('401 signed out, 403 for a participant; the address is made, shown again, renewed (the old one 404), closed with the account', async () => {
    const url = '/api/dashboard/calendar-feed';
    expect((await client(t.app).get(url)).statusCode).toBe(401);
    expect((await client(t.app).post(url)).statusCode).toBe(401);
    const participant = await signedInClient(t.app, t.db, 'participant');
    expect((await participant.c.get(url)).statusCode).toBe(403);
    expect((await participant.c.post(url)).statusCode).toBe(403);

    const manager = await signedInClient(t.app, t.db, 'manager');
    expect((await manager.c.get(url)).data).toEqual({ data: { url: null } });
    const made = await manager.c.post(url);
    expect(made.data.data.url).toMatch(/^http:\/\/[^/]+\/api\/calendar-feed\/[A-Za-z0-9_-]{43}$/);
    expect((await manager.c.get(url)).data.data.url).toBe(made.data.data.url);
    expect((await client(t.app).get(feedPath(made.data.data.url))).statusCode).toBe(200);

    const renewed = await manager.c.post(url);
    expect(renewed.data.data.url).not.toBe(made.data.data.url);
    expect((await client(t.app).get(feedPath(made.data.data.url))).statusCode).toBe(404);
    expect((await client(t.app).get(feedPath(renewed.data.data.url))).statusCode).toBe(200);

    // Made up, or malformed.
    expect((await client(t.app).get(`/api/calendar-feed/${'A'.repeat(43)}`)).statusCode).toBe(404);
    const bad = await client(t.app).get('/api/calendar-feed/short');
    expect([bad.statusCode, bad.data.errors.token]).toEqual([422, ['Ссылка на календарь неверна']]);

    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, manager.user.id));
    expect((await client(t.app).get(feedPath(renewed.data.data.url))).statusCode).toBe(404);
  });

  it('lists only the owner’s own meetings, of the coming 60 days', async () => {
    await deliver();
    const v = await position();
    const soon = await publish(v.vacancy.id, 48);
    const far = await publish(v.vacancy.id, 61 * 24);
    const a = await participantAt(v);
    const b = await participantAt(v);
    await a.c.put('/api/screening/slot', { slot_id: soon.id });
    await b.c.put('/api/screening/slot', { slot_id: far.id });
    await deliver();
    const uidOf = async (candidateId: number) =>
      (
        await t.db.select().from(meetingInvitations).where(eq(meetingInvitations.candidateId, candidateId))
      )[0]!.uid;
    const mine = (await recruiter.c.get('/api/dashboard/calendar-feed')).data.data.url as string;
    const feed = (await client(t.app).get(feedPath(mine))).body;
    expect(feed).toContain(`UID:${await uidOf(a.cand.id)}`);
    expect(feed).not.toContain(`UID:${await uidOf(b.cand.id)}`);
    // Sixty days on, the far one comes in and the near one has passed.
    setClock({ freezeAt: new Date(now().getTime() + 10 * 24 * HOUR) });
    const later = (await client(t.app).get(feedPath(mine))).body;
    expect(later).toContain(`UID:${await uidOf(b.cand.id)}`);
    expect(later).not.toContain(`UID:${await uidOf(a.cand.id)}`);
    // Another recruiter's feed has none of them.
    const other = await signedInClient(t.app, t.db, 'recruiter');
    const theirs = (await other.c.post('/api/dashboard/calendar-feed')).data.data.url as string;
    const body = (await client(t.app).get(feedPath(theirs))).body;
    expect(body).not.toContain('BEGIN:VEVENT');
  });
});
