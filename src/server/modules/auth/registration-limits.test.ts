/**
 * Registration limits per address sized for a campus network (issue 16, finding 6; decision 021):
 * hundreds of students behind one address may register, as long as they confirm their phones; a
 * script that cannot stops at 20 unconfirmed accounts an hour; 300 registrations an hour at most.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { rateLimits } from '../../db/schema.ts';
import { now, resetClock, setClock } from '../../lib/clock.ts';
import { client } from '../../test/client.ts';
import { lastSmsCode, registrationBody } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.47.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetClock());
afterAll(() => t.close());

const register = async (ip: string) => client(t.app, { ip }).post('/register', await registrationBody(t.db));

/** Confirms a phone from `ip` with its code (asked for again from elsewhere if registration sent none). */
async function confirm(ip: string, phone: string) {
  let code = await lastSmsCode(t.db, phone);
  if (!code) {
    await client(t.app, { ip: nextIp() }).post('/sms/send-code', { phone });
    code = await lastSmsCode(t.db, phone);
  }
  return client(t.app, { ip }).post('/sms/login', { phone, code });
}

describe('registrations from one address', () => {
  it('a campus: 25 students behind one address register and confirm their phones, every one gets in', async () => {
    const campus = nextIp();
    setClock({ freezeAt: new Date('2026-09-01T10:00:00Z') });
    for (let i = 0; i < 25; i++) {
      const res = await register(campus);
      expect([i, res.statusCode]).toEqual([i, 201]);
      expect((await confirm(campus, res.data.phone)).statusCode).toBe(200);
    }
  });

  it('20 accounts nobody confirms: the 21st waits (429 in Russian); a confirmation gives a place back', async () => {
    const ip = nextIp();
    setClock({ freezeAt: new Date('2026-09-02T10:00:00Z') });
    const phones: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await register(ip);
      expect([i, res.statusCode]).toEqual([i, 201]);
      phones.push(res.data.phone);
    }
    const refused = await register(ip);
    expect([refused.statusCode, refused.data.message, refused.headers['retry-after']]).toEqual([
      429,
      ru.auth.registerFromNetwork(3600),
      '3600',
    ]);
    expect((await confirm(ip, phones[0]!)).statusCode).toBe(200);
    expect((await register(ip)).statusCode).toBe(201);
    expect((await register(ip)).statusCode).toBe(429);
    expect((await register(nextIp())).statusCode).toBe(201); // another address
    setClock({ freezeAt: new Date('2026-09-02T11:00:01Z') });
    expect((await register(ip)).statusCode).toBe(201); // the hour is over
  });

  it('at most 300 registrations an hour from one address; a form with mistakes is not counted', async () => {
    const ip = nextIp();
    const at = now();
    await t.db.insert(rateLimits).values({
      key: `register:ip:${ip}`,
      windowStart: at,
      hits: 300,
      expiresAt: new Date(at.getTime() + 3_600_000),
    });
    const mistake = await client(t.app, { ip }).post('/register', {
      ...(await registrationBody(t.db)),
      city_id: 999_999,
    });
    expect(mistake.statusCode).toBe(422);
    const refused = await register(ip);
    expect([refused.statusCode, refused.data.message]).toEqual([429, ru.auth.registerFromNetwork(3600)]);
  });
});
