import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox, sessions, users, vacancyManagers } from '../../db/schema.ts';
import { client, type Client } from '../../test/client.ts';
import { makeUser, PASSWORD, signedInClient, uniquePhone, type MadeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
let admin: Client;
let adminUser: MadeUser;
let seq = 0;
const email = () => `staff.${process.pid}.${++seq}@jti-test.ru`;

beforeAll(async () => {
  t = await createTestApp();
  ({ c: admin, user: adminUser } = await signedInClient(t.app, t.db, 'admin'));
});
afterAll(() => t.close());

/** The set-password link of the last invitation to an address. */
async function inviteToken(address: string): Promise<string | null> {
  const [row] = await t.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, address), like(outbox.body, '%/reset/%')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1] ?? null;
}

const denied = async (method: 'get' | 'post' | 'delete', url: string, body?: unknown) => {
  expect((await client(t.app)[method](url, body as never)).statusCode, `${method} ${url} signed out`).toBe(
    401,
  );
  for (const role of ['recruiter', 'manager', 'participant'] as const) {
    const res = await (await signedInClient(t.app, t.db, role)).c[method](url, body as never);
    expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
  }
};

describe('POST /api/dashboard/users', () => {
  it('401, 403 for a recruiter, a manager and a participant', async () => {
    await denied('post', '/api/dashboard/users', {
      role: 'recruiter',
      last_name: 'Смирнова',
      first_name: 'Ольга',
      email: email(),
    });
  });

  it('creates a recruiter with no password and mails a set-password link that signs them in', async () => {
    const address = email();
    const res = await admin.post('/api/dashboard/users', {
      role: 'recruiter',
      last_name: 'Смирнова',
      first_name: 'Ольга',
      middle_name: 'Ивановна',
      email: address.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.message).toMatch(/ссылку/);
    expect(res.data.data).toMatchObject({
      role: 'recruiter',
      name: 'Смирнова Ольга Ивановна',
      email: address,
      phone: null,
      state: 'active',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.data.data.id));
    expect(row!.passwordHash).toBeNull();

    const token = await inviteToken(address);
    expect(token).toBeTruthy();
    const newcomer = client(t.app);
    expect(
      (await newcomer.post('/reset-password', { token, password: PASSWORD, password_confirmation: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const signIn = await newcomer.post('/login', { email: address, password: PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.data.user.role).toBe('recruiter');
    // The link is single use.
    expect(
      (
        await client(t.app).post('/reset-password', {
          token,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('creates an admin and a manager too, with an optional phone in any typing', async () => {
    const phone = uniquePhone();
    const d = phone.slice(2);
    const a = await admin.post('/api/dashboard/users', {
      role: 'admin',
      last_name: 'Орлов',
      first_name: 'Пётр',
      email: email(),
      phone: `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`,
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.data.data).toMatchObject({ role: 'admin', phone });
    const m = await admin.post('/api/dashboard/users', {
      role: 'manager',
      last_name: 'Зайцева',
      first_name: 'Анна',
      email: email(),
      phone: '',
    });
    expect(m.statusCode, m.body).toBe(201);
    expect(m.data.data).toMatchObject({ role: 'manager', phone: null, positions: [] });
  });

  it('422: a taken e-mail (any case) or phone, a participant or unknown role, missing names', async () => {
    const taken = await makeUser(t.db, { role: 'participant' });
    const base = { role: 'recruiter', last_name: 'Смирнова', first_name: 'Ольга' };
    const dup = await admin.post('/api/dashboard/users', { ...base, email: taken.email.toUpperCase() });
    expect(dup.statusCode).toBe(422);
    expect(dup.data.errors.email[0]).toBe('Этот e-mail уже занят другой учётной записью');
    const dupPhone = await admin.post('/api/dashboard/users', {
      ...base,
      email: email(),
      phone: taken.phone,
    });
    expect(dupPhone.statusCode).toBe(422);
    expect(dupPhone.data.errors.phone[0]).toMatch(/номер уже занят/);
    for (const role of ['participant', 'boss']) {
      const bad = await admin.post('/api/dashboard/users', { ...base, role, email: email() });
      expect(bad.statusCode).toBe(422);
      expect(bad.data.errors.role[0]).toMatch(/роль сотрудника/);
    }
    const noName = await admin.post('/api/dashboard/users', { role: 'recruiter', email: 'not-an-email' });
    expect(noName.statusCode).toBe(422);
    expect(Object.keys(noName.data.errors).sort()).toEqual(['email', 'first_name', 'last_name']);
    // Nothing was created by the refusals.
    expect(await inviteToken(taken.email)).toBeNull();
  });
});

describe('POST /api/dashboard/users/manager', () => {
  it('401, 403 for a recruiter, a manager and a participant', async () => {
    await denied('post', '/api/dashboard/users/manager', {
      last_name: 'Лебедев',
      first_name: 'Иван',
      email: email(),
      vacancy_ids: [1],
    });
  });

  it('creates a manager on the positions in one step; they then see those positions’ candidates', async () => {
    const v1 = await makeVacancy(t.db, { title: 'Стажёр финансов' });
    const v2 = await makeVacancy(t.db, { title: 'Стажёр маркетинга' });
    const participant = await makeUser(t.db);
    const candidate = await makeCandidate(t.db, participant.id, v1);
    const address = email();
    const res = await admin.post('/api/dashboard/users/manager', {
      last_name: 'Лебедев',
      first_name: 'Иван',
      email: address,
      vacancy_ids: [v1.vacancy.id, v2.vacancy.id, v1.vacancy.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.data.role).toBe('manager');
    expect(res.data.data.positions.map((p: { title: string }) => p.title).sort()).toEqual([
      'Стажёр маркетинга',
      'Стажёр финансов',
    ]);

    const token = await inviteToken(address);
    const manager = client(t.app);
    await manager.post('/reset-password', { token, password: PASSWORD, password_confirmation: PASSWORD });
    expect((await manager.post('/login', { email: address, password: PASSWORD })).statusCode).toBe(200);
    expect((await manager.get(`/api/dashboard/candidate/${candidate.id}`)).statusCode).toBe(200);
  });

  it('422: no positions, a missing position (nothing created), a taken e-mail', async () => {
    const none = await admin.post('/api/dashboard/users/manager', {
      last_name: 'Лебедев',
      first_name: 'Иван',
      email: email(),
      vacancy_ids: [],
    });
    expect(none.statusCode).toBe(422);
    expect(none.data.errors.vacancy_ids[0]).toBe('Выберите хотя бы одну позицию');
    const v = await makeVacancy(t.db);
    const address = email();
    const missing = await admin.post('/api/dashboard/users/manager', {
      last_name: 'Лебедев',
      first_name: 'Иван',
      email: address,
      vacancy_ids: [v.vacancy.id, 2_000_000_000],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.data.errors.vacancy_ids[0]).toMatch(/позиций больше нет/);
    expect(await t.db.select().from(users).where(eq(users.email, address))).toEqual([]);
    const dup = await admin.post('/api/dashboard/users/manager', {
      last_name: 'Лебедев',
      first_name: 'Иван',
      email: adminUser.email,
      vacancy_ids: [v.vacancy.id],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.data.errors.email).toBeDefined();
  });
});

describe('GET /api/dashboard/users/{id}', () => {
  it('401, 403 for a recruiter, a manager and a participant; 404 for a missing id; 422 for a bad id', async () => {
    await denied('get', `/api/dashboard/users/${adminUser.id}`);
    expect((await admin.get('/api/dashboard/users/2000000000')).statusCode).toBe(404);
    expect((await admin.get('/api/dashboard/users/abc')).statusCode).toBe(422);
  });

  it('a participant: profile, every record with its stages, the latest notices with the total', async () => {
    const p = await makeUser(t.db);
    await t.db
      .update(users)
      .set({ lastName: 'Кузнецова', firstName: 'Дарья', birthDate: '2004-02-03', citizenship: 'RU' })
      .where(eq(users.id, p.id));
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 7], title: 'Стажёр продаж' });
    const c = await makeCandidate(t.db, p.id, v, { 1: 'success', 2: 'awaiting' }, { status: 'assigned' });
    await t.db.insert(messages).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: p.id,
        title: `Уведомление ${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      })),
    );
    const res = await admin.get(`/api/dashboard/users/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.data.data;
    expect(d).toMatchObject({
      id: p.id,
      role: 'participant',
      name: 'Кузнецова Дарья',
      email: p.email,
      phone: p.phone,
      birth_date: '2004-02-03',
      state: 'active',
      citizenship: 'RU',
      citizenship_name: 'Россия',
    });
    expect(d.profile).not.toBeNull();
    expect(d.applications).toEqual([
      expect.objectContaining({
        id: c.id,
        status: 'assigned',
        vacancy: { id: v.vacancy.id, title: 'Стажёр продаж' },
      }),
    ]);
    expect(d.applications[0].stages.map((s: { status: string }) => s.status)).toEqual([
      'success',
      'awaiting',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'none',
      'skipped',
    ]);
    expect(d.messages.total).toBe(55);
    expect(d.messages.items).toHaveLength(50);
    expect(d.messages.items[0].title).toBe('Уведомление 54');
  });
});

describe('POST /api/dashboard/users/update/{id}', () => {
  it('401, 403 for a recruiter, a manager and a participant; 404 for a missing user', async () => {
    await denied('post', `/api/dashboard/users/update/${adminUser.id}`, { first_name: 'Иван' });
    expect(
      (await admin.post('/api/dashboard/users/update/2000000000', { first_name: 'Иван' })).statusCode,
    ).toBe(404);
  });

  it('edits names, e-mail, phone and city; a new phone is unconfirmed', async () => {
    const p = await makeUser(t.db);
    const phone = uniquePhone();
    const address = email();
    const res = await admin.post(`/api/dashboard/users/update/${p.id}`, {
      last_name: 'Новикова',
      first_name: 'Вера',
      middle_name: '',
      email: address,
      phone,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({
      name: 'Новикова Вера',
      email: address,
      phone,
      phone_verified: false,
    });
  });

  it('moves staff between staff roles and ends their sessions; a manager leaves their positions', async () => {
    const { c: managerClient, user: manager } = await signedInClient(t.app, t.db, 'manager');
    const v = await makeVacancy(t.db);
    await t.db.insert(vacancyManagers).values({ vacancyId: v.vacancy.id, userId: manager.id });
    const res = await admin.post(`/api/dashboard/users/update/${manager.id}`, { role: 'recruiter' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({ role: 'recruiter', positions: [] });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, manager.id))).toEqual([]);
    expect((await managerClient.get('/api/users/info')).statusCode).toBe(401);
  });

  it('422: staff ↔ participant, an unknown role, the admin demoting themself, a taken e-mail, a bad city, an erased user', async () => {
    const p = await makeUser(t.db);
    const r = await makeUser(t.db, { role: 'recruiter' });
    const toStaff = await admin.post(`/api/dashboard/users/update/${p.id}`, { role: 'admin' });
    expect(toStaff.statusCode).toBe(422);
    expect(toStaff.data.errors.role[0]).toMatch(/Участника нельзя сделать сотрудником/);
    expect(
      (await admin.post(`/api/dashboard/users/update/${r.id}`, { role: 'participant' })).statusCode,
    ).toBe(422);
    expect(
      (await admin.post(`/api/dashboard/users/update/${r.id}`, { role: 'boss' })).data.errors.role[0],
    ).toMatch(/роль/);
    const self = await admin.post(`/api/dashboard/users/update/${adminUser.id}`, { role: 'recruiter' });
    expect(self.statusCode).toBe(422);
    expect(self.data.errors.role[0]).toBe('Нельзя снять с себя роль администратора');
    expect(
      (await t.db.select({ role: users.role }).from(users).where(eq(users.id, adminUser.id)))[0]!.role,
    ).toBe('admin');
    // Editing their own name is fine.
    expect(
      (await admin.post(`/api/dashboard/users/update/${adminUser.id}`, { first_name: 'Главный' })).statusCode,
    ).toBe(200);
    const dup = await admin.post(`/api/dashboard/users/update/${r.id}`, { email: p.email });
    expect(dup.statusCode).toBe(422);
    expect(dup.data.errors.email[0]).toMatch(/e-mail уже занят/);
    // Saving one's own address again is no conflict.
    expect((await admin.post(`/api/dashboard/users/update/${r.id}`, { email: r.email })).statusCode).toBe(
      200,
    );
    expect(
      (await admin.post(`/api/dashboard/users/update/${p.id}`, { city_id: 2_000_000_000 })).data.errors
        .city_id[0],
    ).toMatch(/город/i);
    expect(
      (await admin.post(`/api/dashboard/users/update/${p.id}`, { phone: null })).data.errors.phone[0],
    ).toMatch(/номер/);
    await t.db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.id, p.id));
    expect((await admin.post(`/api/dashboard/users/update/${p.id}`, { first_name: 'Вера' })).statusCode).toBe(
      422,
    );
  });
});
