import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, institutions, participantProfiles, users } from '../../db/schema.ts';
import { client, type Client } from '../../test/client.ts';
import { makeUser, signedInClient, type MadeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
let admin: Client;
/** A word no other test's users carry, so each search sees only its own people. */
const tag = `Юзер${process.pid % 1000}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, t.db, 'admin')).c;
});
afterAll(() => t.close());

async function person(opts: {
  last: string;
  first?: string;
  role?: 'participant' | 'recruiter' | 'manager' | 'admin';
  createdAt?: Date;
  verified?: boolean;
}) {
  const u = await makeUser(t.db, { role: opts.role ?? 'participant', verified: opts.verified ?? true });
  await t.db
    .update(users)
    .set({
      lastName: opts.last,
      firstName: opts.first ?? tag,
      middleName: '',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .where(eq(users.id, u.id));
  return u;
}

const list = async (query: string) => {
  const res = await admin.get(`/api/dashboard/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as {
    data: { id: number; name: string; [k: string]: unknown }[];
    meta: { page: number; per_page: number; total: number };
  };
};
const names = (d: { data: { name: string }[] }) => d.data.map((r) => r.name);

describe('GET /api/dashboard/users: access', () => {
  it('401 signed out, 403 for a recruiter, a manager and a participant', async () => {
    expect((await client(t.app).get('/api/dashboard/users')).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'participant'] as const) {
      const res = await (await signedInClient(t.app, t.db, role)).c.get('/api/dashboard/users');
      expect(res.statusCode).toBe(403);
      expect(res.data.message).toMatch(/[А-я]/);
    }
  });

  it('422 with a Russian text naming the field for a bad filter, sort, page or size', async () => {
    for (const [q, field] of [
      ['role=boss', 'role'],
      ['sort=email', 'sort'],
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['registered_from=21.11.2026', 'registered_from'],
      ['phone_verified=maybe', 'phone_verified'],
      ['city_id=abc', 'city_id'],
    ]) {
      const res = await admin.get(`/api/dashboard/users?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.data.errors[field!]?.[0], q).toMatch(/[А-я]/);
    }
  });
});

describe('GET /api/dashboard/users: search, filters, sort, pages', () => {
  let ivanova: MadeUser;
  let petrov: MadeUser;
  let recruiter: MadeUser;
  beforeAll(async () => {
    ivanova = await person({ last: 'Иванова', createdAt: new Date('2026-03-10T10:00:00Z') });
    petrov = await person({ last: 'Петров', createdAt: new Date('2026-05-20T10:00:00Z'), verified: false });
    recruiter = await person({
      last: 'Андреева',
      role: 'recruiter',
      createdAt: new Date('2026-04-01T10:00:00Z'),
    });
    await person({ last: 'Ёлкин', createdAt: new Date('2026-01-05T10:00:00Z') });
    await person({ last: 'жуков', createdAt: new Date('2026-02-05T10:00:00Z') });
  });

  it('finds by part of the name in any case, by e-mail, by phone typed any way', async () => {
    expect(names(await list(`q=${encodeURIComponent(`ИВАНОВА ${tag}`)}`))).toEqual([`Иванова ${tag}`]);
    expect((await list(`q=${encodeURIComponent(petrov.email.toUpperCase())}`)).data.map((r) => r.id)).toEqual(
      [petrov.id],
    );
    const d = ivanova.phone!.slice(2);
    const typed = `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
    expect((await list(`q=${encodeURIComponent(typed)}`)).data.map((r) => r.id)).toEqual([ivanova.id]);
    expect((await list(`q=${encodeURIComponent(d.slice(3, 9))}`)).data.map((r) => r.id)).toContain(
      ivanova.id,
    );
    // LIKE wildcards are taken literally.
    expect((await list('q=%25')).meta.total).toBe(0);
  });

  it('sorts names in Russian order (Ё after Е, lower case among upper) both ways', async () => {
    const asc = names(await list(`q=${encodeURIComponent(tag)}&sort=name&order=asc`));
    expect(asc).toEqual([
      `Андреева ${tag}`,
      `Ёлкин ${tag}`,
      `жуков ${tag}`,
      `Иванова ${tag}`,
      `Петров ${tag}`,
    ]);
    expect(names(await list(`q=${encodeURIComponent(tag)}&sort=name&order=desc`))).toEqual(
      [...asc].reverse(),
    );
  });

  it('newest first by default', async () => {
    expect(names(await list(`q=${encodeURIComponent(tag)}`))[0]).toBe(`Петров ${tag}`);
  });

  it('filters by role (one or several), phone confirmed, registration dates in Moscow days', async () => {
    const q = `q=${encodeURIComponent(tag)}`;
    expect(names(await list(`${q}&role=recruiter`))).toEqual([`Андреева ${tag}`]);
    expect((await list(`${q}&role=recruiter,participant`)).meta.total).toBe(5);
    expect((await list(`${q}&role=recruiter&role=manager`)).meta.total).toBe(1);
    expect(names(await list(`${q}&phone_verified=false`))).toEqual([`Петров ${tag}`]);
    expect((await list(`${q}&phone_verified=true`)).meta.total).toBe(4);
    expect(
      names(await list(`${q}&registered_from=2026-03-10&registered_to=2026-04-01&sort=name&order=asc`)),
    ).toEqual([`Андреева ${tag}`, `Иванова ${tag}`]);
    expect(recruiter.role).toBe('recruiter');
  });

  it('pages: page sizes, the last partial page, a page past the end is empty with the total', async () => {
    const q = `q=${encodeURIComponent(tag)}&sort=name&order=asc&per_page=2`;
    const p1 = await list(`${q}&page=1`);
    const p3 = await list(`${q}&page=3`);
    expect(p1.meta).toEqual({ page: 1, per_page: 2, total: 5 });
    expect(names(p1)).toEqual([`Андреева ${tag}`, `Ёлкин ${tag}`]);
    expect(names(p3)).toEqual([`Петров ${tag}`]);
    const past = await list(`${q}&page=4`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(5);
  });
});

describe('GET /api/dashboard/users: city, institution, active screening, state', () => {
  it('filters by city and institution and marks the active screening; the filter options list only used ones', async () => {
    const word = `Город${process.pid % 1000}`;
    const [city] = await t.db.select().from(cities).where(eq(cities.name, 'Казань')).limit(1);
    const [inst] = await t.db.select().from(institutions).limit(1);
    const inKazan = await person({ last: 'Казанская', first: word });
    await t.db.update(users).set({ cityId: city!.id }).where(eq(users.id, inKazan.id));
    await t.db
      .update(participantProfiles)
      .set({ institutionId: inst!.id })
      .where(eq(participantProfiles.userId, inKazan.id));
    const elsewhere = await person({ last: 'Другая', first: word });
    const v = await makeVacancy(t.db);
    await makeCandidate(t.db, inKazan.id, v);

    const q = `q=${encodeURIComponent(word)}`;
    expect(names(await list(`${q}&city_id=${city!.id}`))).toEqual([`Казанская ${word}`]);
    expect(names(await list(`${q}&institution_id=${inst!.id}`))).toEqual([`Казанская ${word}`]);
    const screening = await list(`${q}&active_screening=true`);
    expect(screening.data).toMatchObject([
      { id: inKazan.id, active_screening: true, city: 'Казань', institution: inst!.name },
    ]);
    expect((await list(`${q}&active_screening=false`)).data.map((r) => r.id)).toEqual([elsewhere.id]);

    const filters = await admin.get('/api/dashboard/users/filters');
    expect(filters.statusCode).toBe(200);
    const f = filters.data.data;
    expect(f.roles.map((r: { value: string }) => r.value)).toEqual([
      'participant',
      'recruiter',
      'manager',
      'admin',
    ]);
    expect(f.cities).toContainEqual({ value: city!.id, label: 'Казань' });
    expect(f.cities).toHaveLength(1);
    expect(f.institutions).toEqual([{ value: inst!.id, label: inst!.name }]);
  });

  it('shows deactivated and erased accounts with their state; filters by state', async () => {
    const word = `Сост${process.pid % 1000}`;
    const off = await person({ last: 'Отключённая', first: word, role: 'recruiter' });
    const gone = await person({ last: 'Удалённая', first: word });
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, off.id));
    await t.db
      .update(users)
      .set({ anonymisedAt: new Date(), deactivatedAt: new Date() })
      .where(eq(users.id, gone.id));
    // An erased account's placeholder address is nobody's: a search never finds it.
    const placeholder = await person({ last: 'Стёртый', first: word });
    await t.db
      .update(users)
      .set({ anonymisedAt: new Date(), email: `deleted-${placeholder.id}@invalid` })
      .where(eq(users.id, placeholder.id));
    expect((await list(`q=deleted-${placeholder.id}`)).meta.total).toBe(0);
    await t.db.update(users).set({ lastName: '', firstName: '' }).where(eq(users.id, placeholder.id));
    const q = `q=${encodeURIComponent(word)}`;
    expect((await list(q)).data.map((r) => [r.id, r.state])).toEqual(
      expect.arrayContaining([
        [off.id, 'deactivated'],
        [gone.id, 'anonymised'],
      ]),
    );
    expect((await list(`${q}&state=deactivated`)).data.map((r) => r.id)).toEqual([off.id]);
    // (Real erasure blanks the name too; here only the mark is set, so the search still finds it.)
    const erased = (await list(`${q}&state=anonymised`)).data[0]!;
    expect(erased).toMatchObject({ id: gone.id, name: 'Данные удалены', email: null });
  });

  it('GET /api/dashboard/users/filters: 401, 403 for a recruiter, a manager and a participant', async () => {
    expect((await client(t.app).get('/api/dashboard/users/filters')).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'participant'] as const) {
      expect(
        (await (await signedInClient(t.app, t.db, role)).c.get('/api/dashboard/users/filters')).statusCode,
      ).toBe(403);
    }
  });
});
