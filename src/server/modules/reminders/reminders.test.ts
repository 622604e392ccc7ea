import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import { openDatabase } from '../../db/client.ts';
import { candidateStages, messages, outbox, users, vacancies } from '../../db/schema.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { makeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { sendStaffDigests } from './digest.service.ts';
import { sendStageReminders } from './reminders.service.ts';

const HOUR = 3_600_000;
let t: TestApp;
let deps: AppDeps;
const delivered: string[] = [];

beforeAll(async () => {
  // An SMS gateway and SMTP configured (their messages wait in the outbox as pending).
  const transport = { deliver: async (m: { recipient: string }) => void delivered.push(m.recipient) };
  t = await createTestApp({ transports: { email: transport, sms: transport } });
  deps = t.app.deps;
});
afterEach(() => resetClock());
afterAll(() => t.close());

/** Another app server on the same database: on PostgreSQL its own pool, on PGlite the same one. */
async function secondServer(): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  if (t.database.kind === 'pglite') return { deps, close: async () => {} };
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return { deps: { ...deps, database, db: database.db }, close: database.close };
}

/** A participant whose VCV stage (2) awaits them until `deadline`, opened at `openedAt`. */
async function awaiting(deadline: Date, openedAt: Date) {
  const user = await makeUser(t.db);
  const v = await makeVacancy(t.db, { pipeline: [1, 2, 3] });
  const c = await makeCandidate(
    t.db,
    user.id,
    v,
    { 1: 'success', 2: 'awaiting' },
    { status: 'assigned', deadlineAt: deadline },
  );
  await t.db
    .update(candidateStages)
    .set({ updatedAt: openedAt })
    .where(eq(candidateStages.candidateId, c.id));
  return { user, candidateId: c.id };
}
const noticesOf = async (userId: number) =>
  (await t.db.select().from(messages).where(eq(messages.userId, userId))).map((m) => m.title);
const mailOf = async (recipient: string) => t.db.select().from(outbox).where(eq(outbox.recipient, recipient));
const at = (ms: number) => setClock({ freezeAt: new Date(ms) });

describe('deadline reminders', () => {
  it('48 hours and 3 hours before the deadline: a notice and an e-mail each, the last also by SMS, each once', async () => {
    const base = Date.now();
    const deadline = new Date(base + 72 * HOUR);
    const { user } = await awaiting(deadline, new Date(base));
    at(base + 20 * HOUR); // 52 hours left: nothing yet
    await sendStageReminders(deps);
    expect(await noticesOf(user.id)).toEqual([]);

    at(base + 25 * HOUR); // 47 hours left
    expect(await sendStageReminders(deps)).toBeGreaterThanOrEqual(1);
    expect(await sendStageReminders(deps)).toBe(0);
    expect(await noticesOf(user.id)).toEqual(['Скоро срок: «Видеорезюме»']);
    const first = await mailOf(user.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.body).toContain('осталось меньше двух суток');
    expect(first[0]!.body).toMatch(/истекает \d\d\.\d\d\.\d{4} в \d\d:\d\d \(МСК\)/);

    at(base + 70 * HOUR); // 2 hours left
    await sendStageReminders(deps);
    await sendStageReminders(deps);
    expect(await noticesOf(user.id)).toEqual(['Скоро срок: «Видеорезюме»', 'Скоро срок: «Видеорезюме»']);
    const all = await mailOf(user.email);
    expect(all.map((m) => m.body.includes('меньше трёх часов'))).toEqual([false, true]);
    const sms = await mailOf(user.phone!);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe('sms');
    expect(sms[0]!.body).toMatch(/«Видеорезюме» закроется/);
  });

  it('two servers sweeping at once send each reminder once', async () => {
    const base = Date.now();
    const people = [];
    for (let i = 0; i < 8; i++) people.push(await awaiting(new Date(base + 60 * HOUR), new Date(base)));
    at(base + 13 * HOUR);
    const other = await secondServer();
    try {
      const [a, b] = await Promise.all([sendStageReminders(deps), sendStageReminders(other.deps)]);
      expect(a + b).toBeGreaterThanOrEqual(people.length);
    } finally {
      await other.close();
    }
    for (const p of people) {
      expect(await noticesOf(p.user.id)).toHaveLength(1);
      expect(await mailOf(p.user.email)).toHaveLength(1);
    }
  });

  it('both reminders due at once (after a pause): only the 3-hour one, also with two servers at once (issue 30)', async () => {
    const base = Date.now();
    // More than one sweep's batch (500): a pass that cannot take them all must not leave the rest to
    // the 48-hour pass, nor may one server's 48-hour pass overtake the other's 3-hour pass.
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 3] });
    const people = [];
    for (let i = 0; i < 510; i++) {
      const user = await makeUser(t.db);
      const c = await makeCandidate(
        t.db,
        user.id,
        v,
        { 1: 'success', 2: 'awaiting' },
        { status: 'assigned', deadlineAt: new Date(base + 50 * HOUR) },
      );
      people.push({ user, candidateId: c.id });
    }
    await t.db
      .update(candidateStages)
      .set({ updatedAt: new Date(base) })
      .where(eq(candidateStages.status, 'awaiting'));
    // Nobody swept for 48 hours: 2 hours left, inside both windows.
    at(base + 48 * HOUR);
    const other = await secondServer();
    try {
      await sendStageReminders(deps);
      await Promise.all([sendStageReminders(deps), sendStageReminders(other.deps)]);
      await Promise.all([sendStageReminders(deps), sendStageReminders(other.deps)]);
      // Until a pass finds nothing: the database may hold other files' due stages too (one
      // PostgreSQL database for the whole run), which share the sweep's batches with these.
      for (let pass = 0; pass < 20 && (await sendStageReminders(deps)) > 0; pass++);
    } finally {
      await other.close();
    }
    const twice: number[] = [];
    for (const p of people) {
      const mail = await mailOf(p.user.email);
      if ((await noticesOf(p.user.id)).length !== 1 || mail.length !== 1) twice.push(p.user.id);
      else expect(mail[0]!.body).toContain('меньше трёх часов');
    }
    expect(twice).toEqual([]);
  });

  it('none after the stage moved on, none for a stage opened inside the window, and a new deadline is reminded again', async () => {
    const base = Date.now();
    const moved = await awaiting(new Date(base + 40 * HOUR), new Date(base));
    await t.db
      .update(candidateStages)
      .set({ status: 'eval' })
      .where(and(eq(candidateStages.candidateId, moved.candidateId), eq(candidateStages.n, 2)));
    // Opened 10 hours before its deadline: the opening notice named it; only the 3-hour reminder follows.
    const late = await awaiting(new Date(base + 10 * HOUR), new Date(base));
    at(base + HOUR);
    await sendStageReminders(deps);
    expect(await noticesOf(moved.user.id)).toEqual([]);
    expect(await noticesOf(late.user.id)).toEqual([]);
    at(base + 8 * HOUR);
    await sendStageReminders(deps);
    expect(await noticesOf(late.user.id)).toHaveLength(1);
    // Staff extend the deadline by two days: its reminders come again.
    await t.db
      .update(candidateStages)
      .set({ deadlineAt: new Date(base + 50 * HOUR) })
      .where(and(eq(candidateStages.candidateId, late.candidateId), eq(candidateStages.n, 2)));
    at(base + 48 * HOUR);
    await sendStageReminders(deps);
    expect(await noticesOf(late.user.id)).toHaveLength(2);
    // Past the deadline: nothing (the deadline sweep expires the stage).
    at(base + 51 * HOUR);
    await sendStageReminders(deps);
    expect(await noticesOf(late.user.id)).toHaveLength(2);
  });

  it('a participant who turned e-mail reminders off in the profile gets the notice only', async () => {
    const base = Date.now();
    const p = await awaiting(new Date(base + 60 * HOUR), new Date(base));
    await t.db.update(users).set({ emailReminders: false }).where(eq(users.id, p.user.id));
    at(base + 13 * HOUR);
    await sendStageReminders(deps);
    expect(await noticesOf(p.user.id)).toHaveLength(1);
    expect(await mailOf(p.user.email)).toHaveLength(0);
  });
});

describe('the staff’s morning digest', () => {
  it('from 08:00 Moscow time, once a day: the recruiter’s overdue candidates and the meetings of the day, nobody else’s', async () => {
    const recruiter = await makeUser(t.db, { role: 'recruiter' });
    const mine = await makeVacancy(t.db, { pipeline: [1, 2, 4], title: 'Моя позиция' });
    const theirs = await makeVacancy(t.db, { pipeline: [1, 2, 4], title: 'Чужая позиция' });
    await t.db.update(vacancies).set({ recruiterId: recruiter.id }).where(eq(vacancies.id, mine.vacancy.id));
    for (const v of [mine, theirs]) {
      await makeCandidate(
        t.db,
        (await makeUser(t.db)).id,
        v,
        { 1: 'success', 2: 'expired_awaiting' },
        { status: 'assigned' },
      );
    }
    // 10:30 Moscow time on the digest's day, and one the day after.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const meeting = await makeCandidate(
      t.db,
      (await makeUser(t.db)).id,
      mine,
      { 1: 'success', 2: 'success', 4: 'assigned' },
      { status: 'assigned' },
    );
    const tomorrow = await makeCandidate(
      t.db,
      (await makeUser(t.db)).id,
      mine,
      { 1: 'success', 2: 'success', 4: 'assigned' },
      { status: 'assigned' },
    );
    const slot = (iso: string) => ({
      at: iso,
      place: 'Москва, Краснопресненская наб., 12',
      link: null,
      note: null,
    });
    await t.db
      .update(candidateStages)
      .set({ slot: slot(`${day}T07:30:00.000Z`) })
      .where(and(eq(candidateStages.candidateId, meeting.id), eq(candidateStages.n, 4)));
    const next = new Date(Date.parse(`${day}T07:30:00Z`) + 86_400_000).toISOString();
    await t.db
      .update(candidateStages)
      .set({ slot: slot(next) })
      .where(and(eq(candidateStages.candidateId, tomorrow.id), eq(candidateStages.n, 4)));

    at(Date.parse(`${day}T04:30:00Z`)); // 07:30 in Moscow
    expect(await sendStaffDigests(deps)).toBe(0);
    at(Date.parse(`${day}T05:05:00Z`)); // 08:05
    const other = await secondServer();
    try {
      await Promise.all([sendStaffDigests(deps), sendStaffDigests(other.deps)]);
    } finally {
      await other.close();
    }
    expect(await sendStaffDigests(deps)).toBe(0);
    const letters = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recruiter.email), like(outbox.idempotencyKey, 'digest:%')));
    expect(letters).toHaveLength(1);
    const body = letters[0]!.body;
    expect(letters[0]!.subject).toBe(`Сводка на ${day.split('-').reverse().join('.')} — Стажировка в JTI`);
    expect(body).toContain('Встречи сегодня: 1');
    expect(body).toContain(
      '— 10:30 Тестов Тест, «Моя позиция»: Ассессмент, Москва, Краснопресненская наб., 12',
    );
    expect(body).toContain('Просрочили этап: 1 кандидат');
    expect(body).toContain('«Моя позиция»: Видеорезюме');
    expect(body).not.toContain('Чужая позиция');
  });
});
