/** Builders of test data: each call makes fresh, unique records, so no test depends on another's. */
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/domain/roles.ts';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import type { Db } from '../db/client.ts';
import { cities, consents, institutions, outbox, participantProfiles, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { client, type Client } from './client.ts';

let seq = 0;
// Separators matter: without them seq 57 + random 131 and seq 571 + random 31 made the same address.
const unique = () => `${process.pid}-${++seq}-${Math.floor(Math.random() * 1000)}`;
export const PASSWORD = 'Стажировка-2026!';
let passwordHash: Promise<string> | null = null;

/** A phone no other factory call has made: +79 and ten digits. */
export function uniquePhone(): string {
  return `+79${String(Date.now() % 1e5).padStart(5, '0')}${String(++seq % 1e4).padStart(4, '0')}`.slice(
    0,
    12,
  );
}

export type MadeUser = { id: number; email: string; phone: string | null; role: Role; password: string };

export async function makeUser(
  db: Db,
  opts: { role?: Role; verified?: boolean; needHowKnow?: boolean; deactivated?: boolean } = {},
): Promise<MadeUser> {
  const role = opts.role ?? 'participant';
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${role}.${unique()}@test.ru`;
  const phone = role === 'participant' ? uniquePhone() : null;
  const [row] = await db
    .insert(users)
    .values({
      role,
      email,
      phone,
      firstName: 'Тест',
      lastName: 'Тестов',
      passwordHash: await passwordHash,
      phoneVerifiedAt: opts.verified === false ? null : new Date(),
      needHowKnow: opts.needHowKnow ?? false,
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning({ id: users.id });
  if (role === 'participant') {
    await db.insert(participantProfiles).values({ userId: row!.id });
    await db.insert(consents).values({ userId: row!.id, version: CONSENT_VERSION });
  }
  return { id: row!.id, email, phone, role, password: PASSWORD };
}

/** A client signed in as a new user of the role. */
export async function signedInClient(
  app: FastifyInstance,
  db: Db,
  role: Role,
  opts: { ip?: string; needHowKnow?: boolean } = {},
): Promise<{ c: Client; user: MadeUser }> {
  const user = await makeUser(db, { role, needHowKnow: opts.needHowKnow ?? false });
  const c = client(app, { ip: opts.ip ?? `10.1.${seq % 250}.${(seq * 7) % 250}` });
  const res = await c.post('/login', { email: user.email, password: user.password });
  if (res.statusCode !== 200 || !res.data.user)
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { c, user };
}

/** The last SMS code sent to a phone, read from the outbox. */
export async function lastSmsCode(db: Db, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, phone)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}

/** The token of the last reset link e-mailed to an address, read from the outbox. */
export async function lastResetToken(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, email), like(outbox.body, '%/reset/%')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1] ?? null;
}

/** The sign-up form as the web app sends it, for the given unique e-mail and phone digits (10 after +7). */
export function registrationFields(p: {
  email: string;
  phoneDigits: string;
  cityId: number;
  institutionId: number;
}): Record<string, unknown> {
  const d = p.phoneDigits;
  return {
    last_name: 'Петрова',
    first_name: 'Анна',
    middle_name: 'Сергеевна',
    birth_date: '2004-03-15',
    email: p.email,
    phone: `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`,
    city_id: p.cityId,
    citizenship: 'RU',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    institution_id: p.institutionId,
    faculty: 'Факультет экономических наук',
    specialty: 'Экономика',
    level: 'bachelor',
    course: 3,
    graduation_year: 2027,
    departments: [2, 7],
    work_format: 2,
    hours: 30,
    english_level: 4,
    relocate: false,
    consent: true,
  };
}

/** A valid registration body, unique each call. */
export async function registrationBody(db: Db): Promise<Record<string, unknown>> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Казань')).limit(1);
  const [inst] = await db.select({ id: institutions.id }).from(institutions).limit(1);
  return registrationFields({
    email: `Anna.${unique()}@Test.ru`,
    phoneDigits: uniquePhone().slice(2),
    cityId: city!.id,
    institutionId: inst!.id,
  });
}
