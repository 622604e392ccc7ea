import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateHistory, candidates, candidateStages, messages, outbox, users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInClient(t.app, t.db, 'admin');
});
afterAll(() => t.close());

type Vacancy = Awaited<ReturnType<typeof makeVacancy>>;

async function participant(name?: { last: string; first: string }) {
  const user = await makeUser(t.db);
  if (name)
    await t.db
      .update(users)
      .set({ lastName: name.last, firstName: name.first, middleName: '' })
      .where(eq(users.id, user.id));
  return user;
}

async function applicant(
  v: Vacancy,
  name?: { last: string; first: string },
  statuses: Parameters<typeof makeCandidate>[3] = { 1: 'eval' },
  opts: Parameters<typeof makeCandidate>[4] = {},
) {
  const user = await participant(name);
  const record = await makeCandidate(t.db, user.id, v, statuses, opts);
  return { user, record };
}

const stagesOf = async (id: number) =>
  Object.fromEntries(
    (await t.db.select().from(candidateStages).where(eq(candidateStages.candidateId, id))).map((s) => [
      s.n,
      s.status,
    ]),
  );
const statusOf = async (id: number) =>
  (await t.db.select().from(candidates).where(eq(candidates.id, id)))[0]!.status;
const titlesFor = async (userId: number) =>
  (await t.db.select().from(messages).where(eq(messages.userId, userId))).map((m) => m.title);

const ROUTES = [
  ['GET', '/api/screening/applications', undefined],
  ['PUT', '/api/screening/applications/statuses', { ids: [1], status: 'reserved' }],
  ['PUT', '/api/screening/user/1/vacancy', { vacancy_id: 1 }],
  ['POST', '/api/messages/push-message', { user_ids: [1], title: 'Т', text: 'Т' }],
] as const;

describe('access', () => {
  it('401 signed out; 403 for a recruiter, a manager and a participant', async () => {
    for (const [method, url, body] of ROUTES) {
      expect((await client(t.app).request(method, url, body)).statusCode, url).toBe(401);
      for (const role of ['recruiter', 'manager', 'participant'] as const) {
        const { c } = await signedInClient(t.app, t.db, role);
        expect((await c.request(method, url, body)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});

describe('GET /api/screening/applications', () => {
  it('422 in Russian naming the field', async () => {
    for (const [q, field] of [
      ['status=bogus', 'status'],
      ['vacancy_id=abc', 'vacancy_id'],
      ['date_from=01.02.2026', 'date_from'],
      ['date_from=2026-03-01&date_to=2026-02-01', 'date_to'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['sort=email', 'sort'],
    ]) {
      const res = await admin.c.get(`/api/screening/applications?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.data.errors[field!]?.[0], q).toMatch(/[а-я]/);
    }
  });

  it('filters by status, vacancy and date, searches, sorts names in Russian order, pages', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 7] });
    const other = await makeVacancy(t.db, { pipeline: [1] });
    const ya = await applicant(v, { last: 'Яблокова', first: 'Анна' });
    const ab = await applicant(
      v,
      { last: 'Абрамов', first: 'Борис' },
      { 1: 'success', 2: 'awaiting' },
      { status: 'assigned' },
    );
    const yo = await applicant(v, { last: 'Ёлкин', first: 'Глеб' });
    const far = await applicant(other, { last: 'Дальний', first: 'Дмитрий' });
    await t.db
      .update(candidates)
      .set({ createdAt: new Date('2026-01-10T21:30:00Z') })
      .where(eq(candidates.id, yo.record.id)); // 11.01 in Moscow

    const ids = async (q: string) => {
      const res = await admin.c.get(`/api/screening/applications?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.data.data.map((r: { id: number }) => r.id);
    };
    const all = await admin.c.get(
      `/api/screening/applications?vacancy_id=${v.vacancy.id}&sort=name&order=asc`,
    );
    expect(all.data.meta).toEqual({ page: 1, per_page: 50, total: 3 });
    expect(all.data.data.map((r: { user: { name: string } }) => r.user.name)).toEqual([
      'Абрамов Борис',
      'Ёлкин Глеб',
      'Яблокова Анна',
    ]);
    expect(all.data.data[2]).toMatchObject({
      id: ya.record.id,
      user: { id: ya.user.id, email: ya.user.email, phone: ya.user.phone },
      vacancy: { id: v.vacancy.id, title: v.vacancy.title, status: 'open' },
      status: 'awaiting',
    });
    expect(await ids(`vacancy_id=${v.vacancy.id}&status=assigned`)).toEqual([ab.record.id]);
    expect(await ids(`vacancy_id=${v.vacancy.id}&status=assigned,awaiting&sort=name&order=desc`)).toEqual([
      ya.record.id,
      yo.record.id,
      ab.record.id,
    ]);
    expect(await ids(`vacancy_id=${v.vacancy.id}&date_from=2026-01-11&date_to=2026-01-11`)).toEqual([
      yo.record.id,
    ]);
    expect(await ids(`vacancy_id=${v.vacancy.id}&date_to=2026-01-10`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent('яблокова ан')}`)).toEqual([ya.record.id]);
    expect(await ids(`q=${encodeURIComponent(far.user.email.toUpperCase())}`)).toEqual([far.record.id]);
    expect(await ids(`q=${encodeURIComponent(ab.user.phone!.slice(2))}`)).toEqual([ab.record.id]);
    // Newest first by default; pages.
    const page2 = await admin.c.get(
      `/api/screening/applications?vacancy_id=${v.vacancy.id}&per_page=2&page=2`,
    );
    expect(page2.data.meta.total).toBe(3);
    expect(page2.data.data.map((r: { id: number }) => r.id)).toEqual([yo.record.id]);
  });
});

describe('PUT /api/screening/applications/statuses', () => {
  it('422 for an empty list, too many ids, or a status that only follows from the stages', async () => {
    for (const body of [
      { ids: [], status: 'reserved' },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), status: 'reserved' },
      { ids: [1], status: 'success' },
      { ids: [1], status: 'reassigned' },
    ]) {
      const res = await admin.c.put('/api/screening/applications/statuses', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.values(res.data.errors).flat().join(' ')).toMatch(/[а-я]/);
    }
  });

  it('takes applications into the pipeline through the stage rules, with history and a notice', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 7] });
    const a = await applicant(v);
    const b = await applicant(v);
    const res = await admin.c.put('/api/screening/applications/statuses', {
      ids: [b.record.id, a.record.id],
      status: 'assigned',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ updated: [a.record.id, b.record.id].sort((x, y) => x - y), failed: [] });
    for (const x of [a, b]) {
      expect(await statusOf(x.record.id)).toBe('assigned');
      expect(await stagesOf(x.record.id)).toMatchObject({ 1: 'success', 2: 'awaiting' });
      const history = await t.db
        .select()
        .from(candidateHistory)
        .where(eq(candidateHistory.candidateId, x.record.id));
      expect(
        history.some((h) => h.action === 'status' && h.after === 'assigned' && h.actorId === admin.user.id),
      ).toBe(true);
      expect((await titlesFor(x.user.id)).length).toBeGreaterThan(0);
    }
  });

  it('reports each refused application with its reason and changes the rest', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 7] });
    const fine = await applicant(v, undefined, { 1: 'success', 2: 'awaiting' }, { status: 'assigned' });
    const atOffer = await applicant(
      v,
      undefined,
      { 1: 'success', 2: 'success', 7: 'awaiting' },
      { status: 'carried_out' },
    );
    const ended = await applicant(v);
    await t.db.update(candidates).set({ status: 'denied_final' }).where(eq(candidates.id, ended.record.id));
    const res = await admin.c.put('/api/screening/applications/statuses', {
      ids: [fine.record.id, atOffer.record.id, ended.record.id, 2_000_000_000],
      status: 'reserved',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.updated).toEqual([fine.record.id]);
    const reasons = Object.fromEntries(
      res.data.failed.map((f: { id: number; reason: string }) => [f.id, f.reason]),
    );
    expect(reasons[atOffer.record.id]).toContain('Оффер');
    expect(reasons[ended.record.id]).toContain('завершена');
    expect(reasons[2_000_000_000]).toBe('Заявка не найдена');
    expect(await statusOf(fine.record.id)).toBe('reserved');
    expect((await stagesOf(fine.record.id))[2]).toBe('reserved');
    expect(await statusOf(atOffer.record.id)).toBe('carried_out');
    // `assigned` only from «ждёт разбора»; the same status is reported, not rewritten.
    const again = await admin.c.put('/api/screening/applications/statuses', {
      ids: [fine.record.id],
      status: 'reserved',
    });
    expect(again.data.failed[0].reason).toBe('Заявка уже в этом статусе');
    const assign = await admin.c.put('/api/screening/applications/statuses', {
      ids: [atOffer.record.id],
      status: 'assigned',
    });
    expect(assign.data.failed[0].reason).toMatch(/ждёт разбора/);
  });

  it('need_reassign changes the record only and tells the participant', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2] });
    const a = await applicant(v);
    const res = await admin.c.put('/api/screening/applications/statuses', {
      ids: [a.record.id],
      status: 'need_reassign',
    });
    expect(res.data.updated).toEqual([a.record.id]);
    expect(await statusOf(a.record.id)).toBe('need_reassign');
    expect((await stagesOf(a.record.id))[1]).toBe('eval');
    expect(await titlesFor(a.user.id)).toContain('Мы подберём вам другую позицию');
    const mail = await t.db.select().from(outbox).where(eq(outbox.recipient, a.user.email));
    expect(mail.length).toBe(1);
  });
});

describe('PUT /api/screening/user/{id}/vacancy', () => {
  it('422 for a bad body or id, 404 for an unknown application', async () => {
    expect(
      (await admin.c.put('/api/screening/user/1/vacancy', { vacancy_id: 'x' })).data.errors.vacancy_id[0],
    ).toMatch(/[а-я]/);
    expect((await admin.c.put('/api/screening/user/abc/vacancy', { vacancy_id: 1 })).statusCode).toBe(422);
    const v = await makeVacancy(t.db);
    expect(
      (await admin.c.put('/api/screening/user/2000000000/vacancy', { vacancy_id: v.vacancy.id })).statusCode,
    ).toBe(404);
  });

  it('moves need_reassign → reassigned and opens a new record on the other position, told to the participant', async () => {
    const from = await makeVacancy(t.db, { pipeline: [1, 2], title: 'Стажёр финансов' });
    const to = await makeVacancy(t.db, { pipeline: [1, 3, 7], title: 'Стажёр маркетинга' });
    const a = await applicant(from);
    await t.db.update(candidates).set({ status: 'need_reassign' }).where(eq(candidates.id, a.record.id));
    const res = await admin.c.put(`/api/screening/user/${a.record.id}/vacancy`, {
      vacancy_id: to.vacancy.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.old).toEqual({ id: a.record.id, status: 'reassigned' });
    expect(res.data.new).toMatchObject({ status: 'none', vacancy_id: to.vacancy.id });
    expect(await statusOf(a.record.id)).toBe('reassigned');
    expect(await stagesOf(res.data.new.id)).toEqual({
      1: 'awaiting',
      2: 'skipped',
      3: 'none',
      4: 'skipped',
      5: 'skipped',
      6: 'skipped',
      7: 'none',
      8: 'skipped',
    });
    expect(await titlesFor(a.user.id)).toContain('Заявка переведена на другую позицию');
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, a.record.id));
    expect(history.find((h) => h.after === 'reassigned')?.note).toContain('Стажёр маркетинга');
    // The new record is the participant's one active screening.
    const active = await t.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.userId, a.user.id), eq(candidates.status, 'none')));
    expect(active.map((c) => c.id)).toEqual([res.data.new.id]);
  });

  it('refuses a closed or draft position, the same position, an ended record, and a participant with another active screening', async () => {
    const from = await makeVacancy(t.db, { pipeline: [1] });
    const closed = await makeVacancy(t.db, { status: 'close' });
    const paused = await makeVacancy(t.db, { status: 'stop' });
    const draft = await makeVacancy(t.db, { status: 'draft' });
    const open = await makeVacancy(t.db);
    const a = await applicant(from);
    for (const [target, code] of [
      [closed, 'Эта позиция сейчас не принимает заявки'],
      [paused, 'Эта позиция сейчас не принимает заявки'],
      [draft, 'Выберите позицию из списка'],
      [from, 'Заявка уже на этой позиции'],
    ] as const) {
      const res = await admin.c.put(`/api/screening/user/${a.record.id}/vacancy`, {
        vacancy_id: target.vacancy.id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.data.errors.vacancy_id).toEqual([code]);
    }
    expect(await statusOf(a.record.id)).toBe('awaiting');

    const done = await applicant(from);
    await t.db.update(candidates).set({ status: 'denied_final' }).where(eq(candidates.id, done.record.id));
    const refused = await admin.c.put(`/api/screening/user/${done.record.id}/vacancy`, {
      vacancy_id: open.vacancy.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toMatch(/нельзя перевести/);

    // A reserve record may move, unless the participant has since started another screening.
    const u = await participant();
    const reserve = await makeCandidate(t.db, u.id, open);
    await t.db.update(candidates).set({ status: 'reserved' }).where(eq(candidates.id, reserve.id));
    const active = await makeCandidate(t.db, u.id, from);
    const other = await makeVacancy(t.db);
    const busy = await admin.c.put(`/api/screening/user/${reserve.id}/vacancy`, {
      vacancy_id: other.vacancy.id,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.data.message).toMatch(/другой активный отбор/);
    expect(await statusOf(reserve.id)).toBe('reserved');
    await t.db.update(candidates).set({ status: 'cancel' }).where(eq(candidates.id, active.id));
    const moved = await admin.c.put(`/api/screening/user/${reserve.id}/vacancy`, {
      vacancy_id: other.vacancy.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('POST /api/messages/push-message', () => {
  it('422 for a bad body naming the field, and for ids that are not participants', async () => {
    const ok = { user_ids: [1], title: 'Привет', text: 'Текст' };
    for (const [body, field] of [
      [{ ...ok, user_ids: [] }, 'user_ids'],
      [{ ...ok, title: ' ' }, 'title'],
      [{ ...ok, text: 'x'.repeat(2001) }, 'text'],
      [{ ...ok, link: 'https://evil.example' }, 'link'],
      [{ ...ok, link: '//evil.example' }, 'link'],
      // Another site once decoded by a browser or a router (issue 16, finding 6).
      [{ ...ok, link: '/%2F%2Fevil.example' }, 'link'],
      [{ ...ok, link: '/%2f/evil.example' }, 'link'],
      [{ ...ok, link: '/%252F%252Fevil.example' }, 'link'],
      [{ ...ok, link: '/%5C%5Cevil.example' }, 'link'],
      [{ ...ok, link: '/%0d%0aLocation:%20x' }, 'link'],
      [{ ...ok, link: '/%E0%A4%A' }, 'link'],
    ] as const) {
      const res = await admin.c.post('/api/messages/push-message', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.data.errors[field][0]).toMatch(/[а-я]/);
    }
    const p = await participant();
    const res = await admin.c.post('/api/messages/push-message', { ...ok, user_ids: [p.id, admin.user.id] });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.user_ids[0]).toContain(String(admin.user.id));
    expect(await titlesFor(p.id)).toEqual([]);
  });

  it('keeps a link on this site, normalised: dot segments resolved, the query and anchor kept', async () => {
    const p = await participant();
    for (const [link, stored] of [
      ['/vacancies/../progress?tab=2#top', '/progress?tab=2#top'],
      ['/a/./b', '/a/b'],
      ['/vacancies%2Fabc', '/vacancies%2Fabc'],
    ]) {
      const res = await admin.c.post('/api/messages/push-message', {
        user_ids: [p.id],
        title: 'Т',
        text: 'Т',
        link,
      });
      expect([link, res.statusCode]).toEqual([link, 200]);
      const [m] = await t.db
        .select()
        .from(messages)
        .where(eq(messages.userId, p.id))
        .orderBy(desc(messages.id))
        .limit(1);
      expect(m!.link).toBe(stored);
    }
  });

  it('writes a notification and an e-mail to each participant', async () => {
    const [p1, p2] = [await participant(), await participant()];
    const res = await admin.c.post('/api/messages/push-message', {
      user_ids: [p1.id, p2.id, p1.id],
      title: 'День открытых дверей',
      text: 'Ждём вас в пятницу',
      link: '/vacancies',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ sent: 2 });
    for (const p of [p1, p2]) {
      const [m] = await t.db.select().from(messages).where(eq(messages.userId, p.id));
      expect(m).toMatchObject({
        title: 'День открытых дверей',
        text: 'Ждём вас в пятницу',
        link: '/vacancies',
        isRead: false,
      });
      expect((await t.db.select().from(outbox).where(eq(outbox.recipient, p.email))).length).toBe(1);
    }
    const seen = await (await signedInClientFor(p1)).get('/api/messages');
    expect(seen.data.data[0].title).toBe('День открытых дверей');
  });
});

async function signedInClientFor(user: { email: string; password: string }) {
  const c = client(t.app, { ip: '10.9.9.9' });
  const res = await c.post('/login', { email: user.email, password: user.password });
  expect(res.statusCode).toBe(200);
  return c;
}
