import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { candidateHistory, candidates, feedback, participantProfiles, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { makeUser, registrationBody, signedInClient } from '../../test/factories.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A valid profile form (registration's fields without password and phone). */
async function form(overrides: Record<string, unknown> = {}) {
  const body = await registrationBody(t.db);
  const { password: _p, password_confirmation: _c, phone: _ph, consent: _co, ...rest } = body;
  return { ...rest, ...overrides };
}

const STAFF = ['recruiter', 'manager', 'admin'] as const;

describe('GET /api/users/profile', () => {
  it('401 signed out, 403 for staff', async () => {
    expect((await client(t.app).get('/api/users/profile')).statusCode).toBe(401);
    for (const role of STAFF) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get('/api/users/profile')).statusCode).toBe(403);
    }
  });

  it('answers the participant their own profile and consent', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const res = await c.get('/api/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      last_name: 'Тестов',
      first_name: 'Тест',
      email: user.email,
      phone: user.phone,
    });
    expect(res.data.data.consent.version).toMatch(/\d/);
  });
});

describe('PUT /api/users/profile', () => {
  it('401 signed out, 403 for staff (before the body is read)', async () => {
    expect((await client(t.app).put('/api/users/profile', {})).statusCode).toBe(401);
    for (const role of STAFF) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.put('/api/users/profile', {})).statusCode).toBe(403);
    }
  });

  it('saves every field with registration rules; the phone is not changed here', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const body = await form({
      last_name: 'Иванова',
      middle_name: '',
      departments: [3, 5],
      relocate: true,
      phone: '+79990000000',
    });
    const res = await c.put('/api/users/profile', body);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      last_name: 'Иванова',
      first_name: 'Анна',
      middle_name: '',
      email: String(body.email).toLowerCase(),
      phone: user.phone,
      city_name: 'Казань',
      faculty: 'Факультет экономических наук',
      departments: [3, 5],
      relocate: true,
      level: 'bachelor',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phone).toBe(user.phone);
    const [profile] = await t.db
      .select()
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, user.id));
    expect(profile!.departments).toEqual([3, 5]);
    // Read back: every field of the form as saved, the names of what it points to, the consent's time.
    const got = (await c.get('/api/users/profile')).data.data;
    expect(got).toEqual(res.data.data);
    for (const key of [
      'birth_date',
      'city_id',
      'citizenship',
      'institution_id',
      'specialty',
      'course',
    ] as const)
      expect([key, got[key]]).toEqual([key, body[key]]);
    for (const key of ['graduation_year', 'work_format', 'hours', 'english_level'] as const)
      expect([key, got[key]]).toEqual([key, body[key]]);
    expect(got.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(got.institution_name).not.toBe('');
    expect(got.citizenship_name).not.toBe('');
    expect(got.consent.accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The same e-mail again is still theirs.
    expect((await c.put('/api/users/profile', body)).statusCode).toBe(200);
  });

  it('e-mail reminders: on by default, turned off and on with the form, kept when the form leaves them out; 422 for a non-boolean', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    expect((await c.get('/api/users/profile')).data.data.email_reminders).toBe(true);
    const off = await c.put('/api/users/profile', await form({ email_reminders: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data.data.email_reminders).toBe(false);
    expect((await c.put('/api/users/profile', await form())).data.data.email_reminders).toBe(false);
    expect(
      (await c.put('/api/users/profile', await form({ email_reminders: true }))).data.data.email_reminders,
    ).toBe(true);
    const bad = await c.put('/api/users/profile', await form({ email_reminders: 'да' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.email_reminders).toHaveLength(1);
    expect(bad.data.errors.email_reminders[0]).toMatch(/[а-я]/i);
  });

  it('422 with Russian messages naming each field; nothing saved', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const other = await makeUser(t.db);
    const taken = await c.put('/api/users/profile', await form({ email: other.email }));
    expect(taken.statusCode).toBe(422);
    expect(taken.data.errors.email).toEqual([ru.home.profile.emailTaken]);

    const bad = await c.put(
      '/api/users/profile',
      await form({ last_name: '', birth_date: '2020-01-01', city_id: 999999, course: 9, departments: [] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.last_name).toContain(ru.validation.lastName);
    expect(bad.data.errors.course).toBeDefined();
    expect(bad.data.errors.departments).toBeDefined();

    const young = await c.put(
      '/api/users/profile',
      await form({ birth_date: '2020-01-01', city_id: 999999, institution_id: 999999 }),
    );
    expect(young.statusCode).toBe(422);
    expect(young.data.errors).toMatchObject({
      birth_date: [ru.validation.tooYoung],
      city_id: [ru.validation.city],
      institution_id: [ru.validation.institution],
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastName).toBe('Тестов');
  });
});

describe('DELETE /api/users/consent', () => {
  it('401 signed out, 403 for staff', async () => {
    expect((await client(t.app).delete('/api/users/consent')).statusCode).toBe(401);
    for (const role of STAFF) {
      const { c, user } = await signedInClient(t.app, t.db, role);
      expect((await c.request('DELETE', '/api/users/consent', { confirm: true })).statusCode).toBe(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.anonymisedAt).toBeNull();
    }
  });

  it('erases the data at once, ends the session and records who did it in the history', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const other = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db, { pipeline: [1, 2] });
    const record = await makeCandidate(t.db, user.id, v, { 1: 'eval' });
    await t.db
      .insert(feedback)
      .values({ userId: user.id, kind: 'how-know', answer: 'hh', comment: 'Я Тестов' });

    const unconfirmed = await c.request('DELETE', '/api/users/consent', {});
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.data.errors.confirm).toEqual([ru.home.profile.withdrawConfirmNeeded]);
    expect((await c.get('/api/users/profile')).statusCode).toBe(200);

    const res = await c.request('DELETE', '/api/users/consent', { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe(ru.home.profile.withdrawn);
    expect((await c.get('/api/users/profile')).statusCode).toBe(401);
    expect(
      (await client(t.app).post('/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(422);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      lastName: '',
      firstName: '',
      phone: null,
      email: `deleted-${user.id}@invalid`,
    });
    const [rec] = await t.db.select().from(candidates).where(eq(candidates.id, record.id));
    expect(rec!.status).toBe('cancel');
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, record.id));
    expect(history.find((h) => h.action === 'anonymised')).toMatchObject({
      actorId: user.id,
      note: expect.stringContaining('отозвал согласие'),
    });
    // Someone else's account is untouched.
    expect((await other.c.get('/api/users/profile')).data.data.email).toBe(other.user.email);
  });
});
