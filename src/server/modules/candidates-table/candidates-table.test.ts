import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateHistory,
  candidateManagers,
  candidates,
  candidateStages,
  cities,
  institutions,
  participantProfiles,
  users,
  vacancyManagers,
} from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

type Person = {
  last: string;
  first: string;
  email?: string;
  phone?: string;
  cityId?: number;
  institutionId?: number;
  english?: number;
  departments?: number[];
  course?: number;
};

async function person(
  vacancy: Awaited<ReturnType<typeof makeVacancy>>,
  p: Person,
  statuses: Parameters<typeof makeCandidate>[3],
  opts: Parameters<typeof makeCandidate>[4] = {},
) {
  const user = await makeUser(t.db);
  await t.db
    .update(users)
    .set({
      lastName: p.last,
      firstName: p.first,
      middleName: '',
      cityId: p.cityId ?? null,
      ...(p.email ? { email: p.email } : {}),
      ...(p.phone ? { phone: p.phone } : {}),
    })
    .where(eq(users.id, user.id));
  await t.db
    .update(participantProfiles)
    .set({
      institutionId: p.institutionId ?? null,
      englishLevel: p.english ?? null,
      departments: p.departments ?? [],
      course: p.course ?? null,
    })
    .where(eq(participantProfiles.userId, user.id));
  return makeCandidate(t.db, user.id, vacancy, statuses, opts);
}

/** One vacancy with four candidates that differ in every filtered column. */
async function scene() {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const [city] = await t.db
    .insert(cities)
    .values({ name: `Город ${tag}`, region: 'Регион' })
    .returning();
  const [inst] = await t.db
    .insert(institutions)
    .values({ name: `Вуз ${tag}`, city: 'Город', kind: 'university', search: `вуз ${tag}` })
    .returning();
  const v = await makeVacancy(t.db, { pipeline: [1, 2, 3, 7], title: `Стажёр ${tag}` });
  const phone = `+7977${String(Date.now()).slice(-7)}`;
  const anna = await person(
    v,
    {
      last: 'Яблокова',
      first: 'Анна',
      email: `anna.${tag}@test.ru`,
      phone,
      cityId: city!.id,
      institutionId: inst!.id,
      english: 5,
      departments: [2, 3],
      course: 4,
    },
    { 1: 'success', 2: 'awaiting' },
    { status: 'assigned', deadlineAt: new Date(Date.now() - DAY) },
  );
  const boris = await person(
    v,
    { last: 'Абрамов', first: 'Борис', english: 2, departments: [1] },
    { 1: 'success', 2: 'awaiting' },
    { status: 'assigned', deadlineAt: new Date(Date.now() + 3 * DAY) },
  );
  const vera = await person(
    v,
    { last: 'Морозова', first: 'Вера', cityId: city!.id, english: 3 },
    { 1: 'eval' },
  );
  const gleb = await person(
    v,
    { last: 'Ёлкин', first: 'Глеб_%', institutionId: inst!.id, english: 4 },
    { 1: 'success', 2: 'success', 3: 'success', 7: 'success' },
    { status: 'success' },
  );
  await t.db
    .update(candidates)
    .set({ submittedAt: new Date('2026-01-10T12:00:00Z') })
    .where(eq(candidates.id, vera.id));
  await t.db.update(candidates).set({ cvLink: 'https://cv.example/anna' }).where(eq(candidates.id, anna.id));
  return { v, city: city!, inst: inst!, phone, tag, anna, boris, vera, gleb };
}

describe('GET /api/dashboard/candidates', () => {
  it('401, 403 for a participant, 422 in Russian for bad filters', async () => {
    expect((await client(t.app).get('/api/dashboard/candidates')).statusCode).toBe(401);
    expect(
      (await (await signedInClient(t.app, t.db, 'participant')).c.get('/api/dashboard/candidates'))
        .statusCode,
    ).toBe(403);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    for (const q of [
      'per_page=101',
      'page=0',
      'stage=9',
      'sort=email',
      'status=bogus',
      'applied_from=10.01.2026',
      'overdue=yes',
      'english_level=7',
    ]) {
      const res = await c.get(`/api/dashboard/candidates?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.body, q).toMatch(/[а-я]/);
    }
  });

  it('rows with the recruiter columns, every filter, search by name, e-mail and phone in any form', async () => {
    const s = await scene();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const ids = async (q: string) => {
      const res = await c.get(
        `/api/dashboard/candidates?vacancy_id=${s.v.vacancy.id}&sort=name&order=asc&${q}`,
      );
      expect(res.statusCode, `${q} ${res.body}`).toBe(200);
      return res.data.data.map((r: { id: number }) => r.id);
    };
    const all = await c.get(`/api/dashboard/candidates?vacancy_id=${s.v.vacancy.id}&sort=name&order=asc`);
    expect(all.data.meta).toEqual({ page: 1, per_page: 50, total: 4, total_exact: true });
    const anna = all.data.data.find((r: { id: number }) => r.id === s.anna.id);
    expect(anna).toMatchObject({
      name: 'Яблокова Анна',
      vacancy: { id: s.v.vacancy.id, title: `Стажёр ${s.tag}` },
      status: 'assigned',
      stage: { n: 2, status: 'awaiting', overdue: true },
      city: s.city.name,
      institution: s.inst.name,
      course: 4,
      english_level: 5,
      cv: true,
    });
    expect(all.data.data.find((r: { id: number }) => r.id === s.gleb.id).stage).toMatchObject({
      n: 7,
      status: 'success',
      overdue: false,
    });
    expect(all.data.data.find((r: { id: number }) => r.id === s.vera.id).stage).toMatchObject({
      n: 1,
      status: 'eval',
    });

    expect(await ids('stage=2')).toEqual([s.boris.id, s.anna.id]);
    expect(await ids('stage=2&stage_status=awaiting&overdue=true')).toEqual([s.anna.id]);
    expect(await ids('overdue=false')).toEqual([s.boris.id, s.gleb.id, s.vera.id]);
    expect(await ids('stage_status=eval')).toEqual([s.vera.id]);
    expect(await ids('status=success&status=awaiting')).toEqual([s.gleb.id, s.vera.id]);
    expect(await ids('status=success,assigned')).toEqual([s.boris.id, s.gleb.id, s.anna.id]);
    expect(await ids(`city_id=${s.city.id}`)).toEqual([s.vera.id, s.anna.id]);
    expect(await ids(`institution_id=${s.inst.id}`)).toEqual([s.gleb.id, s.anna.id]);
    expect(await ids('english_level=4')).toEqual([s.gleb.id, s.anna.id]);
    expect(await ids('departments=1,3')).toEqual([s.boris.id, s.anna.id]);
    expect(await ids('applied_to=2026-01-10')).toEqual([s.vera.id]);
    expect(await ids('applied_from=2026-01-11')).toEqual([s.boris.id, s.gleb.id, s.anna.id]);
    expect(await ids('applied_from=2026-01-10&applied_to=2026-01-10')).toEqual([s.vera.id]);

    expect(await ids(`q=${encodeURIComponent('яблоКОВА')}`)).toEqual([s.anna.id]);
    expect(await ids(`q=${encodeURIComponent('анна')}`)).toEqual([s.anna.id]);
    expect(await ids(`q=${encodeURIComponent(`ANNA.${s.tag}`)}`)).toEqual([s.anna.id]);
    const d = s.phone.slice(2);
    for (const typed of [
      s.phone,
      `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`,
      d,
      d.slice(3),
    ]) {
      expect(await ids(`q=${encodeURIComponent(typed)}`), typed).toEqual([s.anna.id]);
    }
    // The search column holds the name, the e-mail and the phone one per line (migration 0013): text
    // spanning two of them matches nothing, and the phone's «+7» is found only as a phone.
    expect(await ids(`q=${encodeURIComponent(`test.ru\n${s.phone.slice(0, 5)}`)}`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(`${s.tag}@test.ru\n+`)}`)).toEqual([]);
    // LIKE wildcards are searched literally.
    expect(await ids(`q=${encodeURIComponent('_%')}`)).toEqual([s.gleb.id]);
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([s.gleb.id]);
  });

  it("the search reads the person's text copied onto each record (decision 045): it follows the name, e-mail and phone, a new record and the erasure", async () => {
    const s = await scene();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const found = async (q: string) =>
      (await c.get(`/api/dashboard/candidates?q=${encodeURIComponent(q)}&sort=name&order=asc`)).data.data.map(
        (r: { id: number }) => r.id,
      );
    const annaUser = (await t.db.select().from(candidates).where(eq(candidates.id, s.anna.id)))[0]!.userId;
    const phone = `+7978${String(Date.now()).slice(-7)}`;
    await t.db
      .update(users)
      .set({ lastName: `Грушева${s.tag}`, email: `pear.${s.tag}@test.ru`, phone })
      .where(eq(users.id, annaUser));
    expect(await found(`грушева${s.tag}`)).toEqual([s.anna.id]);
    expect(await found(`pear.${s.tag}@test.ru`)).toEqual([s.anna.id]);
    expect(await found(`anna.${s.tag}@`)).toEqual([]);
    expect(await found(phone.slice(-7))).toEqual([s.anna.id]);
    expect(await found(`8${phone.slice(2)}`)).toEqual([s.anna.id]);
    // A record made later takes the person's text as it is then.
    const other = await makeVacancy(t.db, { pipeline: [1] });
    const [second] = await t.db
      .insert(candidates)
      .values({
        userId: annaUser,
        vacancyId: other.vacancy.id,
        status: 'denied_final',
        submittedAt: new Date(),
      })
      .returning();
    expect((await found(`Грушева${s.tag}`)).sort()).toEqual([s.anna.id, second!.id].sort());
    // An anonymised person is found by nothing, not even by their phone.
    await t.db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.id, annaUser));
    expect(await found(`грушева${s.tag}`)).toEqual([]);
    expect(await found(phone)).toEqual([]);
  });

  it('English level and departments follow the profile: its copy on every record of the participant (decision 017)', async () => {
    const s = await scene();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const ids = async (q: string) =>
      (await c.get(`/api/dashboard/candidates?vacancy_id=${s.v.vacancy.id}&${q}`)).data.data.map(
        (r: { id: number }) => r.id,
      );
    const borisUser = (await t.db.select().from(candidates).where(eq(candidates.id, s.boris.id)))[0]!.userId;
    // A second record of the same participant, made after the profile: it takes the profile's values.
    const other = await makeVacancy(t.db, { pipeline: [1] });
    const [second] = await t.db
      .insert(candidates)
      .values({
        userId: borisUser,
        vacancyId: other.vacancy.id,
        status: 'denied_final',
        submittedAt: new Date(),
      })
      .returning();
    expect(
      (await c.get(`/api/dashboard/candidates?vacancy_id=${other.vacancy.id}&departments=1`)).data.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([second!.id]);
    // The profile edited after the records exist: both records follow.
    await t.db
      .update(participantProfiles)
      .set({ englishLevel: 5, departments: [7] })
      .where(eq(participantProfiles.userId, borisUser));
    expect(await ids('english_level=5')).toEqual([s.boris.id, s.anna.id]);
    expect(await ids('departments=1')).toEqual([]);
    expect(await ids('departments=7')).toEqual([s.boris.id]);
    const copies = await t.db
      .select({ english: candidates.englishLevel, departments: candidates.departments })
      .from(candidates)
      .where(eq(candidates.userId, borisUser));
    expect(copies).toEqual([
      { english: 5, departments: [7] },
      { english: 5, departments: [7] },
    ]);
  });

  it('sorts by applied_at, name, stage and deadline both ways; pages', async () => {
    const s = await scene();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const ids = async (q: string) =>
      (await c.get(`/api/dashboard/candidates?vacancy_id=${s.v.vacancy.id}&${q}`)).data.data.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids('sort=name&order=asc')).toEqual([s.boris.id, s.gleb.id, s.vera.id, s.anna.id]);
    expect(await ids('sort=name&order=desc')).toEqual([s.anna.id, s.vera.id, s.gleb.id, s.boris.id]);
    expect(await ids('sort=applied_at&order=asc')).toEqual([s.vera.id, s.anna.id, s.boris.id, s.gleb.id]);
    expect((await ids('sort=applied_at'))[3]).toBe(s.vera.id);
    expect(await ids('sort=stage&order=asc')).toEqual([s.vera.id, s.anna.id, s.boris.id, s.gleb.id]);
    expect((await ids('sort=deadline&order=asc')).slice(0, 2)).toEqual([s.anna.id, s.boris.id]);
    expect((await ids('sort=deadline&order=desc')).slice(0, 2)).toEqual([s.boris.id, s.anna.id]);
    const page2 = await c.get(
      `/api/dashboard/candidates?vacancy_id=${s.v.vacancy.id}&sort=name&order=asc&per_page=3&page=2`,
    );
    expect(page2.data.meta).toEqual({ page: 2, per_page: 3, total: 4, total_exact: true });
    expect(page2.data.data.map((r: { id: number }) => r.id)).toEqual([s.anna.id]);
  });

  it('a manager sees only candidates assigned to them or of positions they actively manage', async () => {
    const s = await scene();
    const other = await makeVacancy(t.db, { pipeline: [1] });
    const far = await person(other, { last: 'Дальний', first: 'Дмитрий' }, { 1: 'eval' });
    const m = await signedInClient(t.app, t.db, 'manager');
    const list = async (q = '') => (await m.c.get(`/api/dashboard/candidates?per_page=100${q}`)).data;
    expect((await list()).meta.total).toBe(0);
    await t.db.insert(candidateManagers).values({ candidateId: s.vera.id, userId: m.user.id });
    expect((await list()).data.map((r: { id: number }) => r.id)).toEqual([s.vera.id]);
    await t.db.insert(vacancyManagers).values({ vacancyId: other.vacancy.id, userId: m.user.id });
    expect((await list('&sort=name&order=asc')).data.map((r: { id: number }) => r.id)).toEqual([
      far.id,
      s.vera.id,
    ]);
    await t.db.update(vacancyManagers).set({ active: false }).where(eq(vacancyManagers.userId, m.user.id));
    expect((await list()).meta.total).toBe(1);
  });
});

describe('PUT /api/dashboard/candidates/statuses', () => {
  it('401, 403 for a participant and a manager, 422 for a bad body', async () => {
    const body = { ids: [1], n: 1, status: 'success' };
    expect((await client(t.app).put('/api/dashboard/candidates/statuses', body)).statusCode).toBe(401);
    for (const role of ['participant', 'manager'] as const) {
      expect(
        (await (await signedInClient(t.app, t.db, role)).c.put('/api/dashboard/candidates/statuses', body))
          .statusCode,
      ).toBe(403);
    }
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    for (const bad of [
      { ...body, ids: [] },
      { ...body, ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { ...body, n: 9 },
      { ...body, status: 'nope' },
    ]) {
      const res = await c.put('/api/dashboard/candidates/statuses', bad);
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatch(/[а-я]/);
    }
  });

  it('sets the stage for all selected candidates through the transition rules, with history', async () => {
    const s = await scene();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const res = await c.put('/api/dashboard/candidates/statuses', {
      ids: [s.anna.id, s.boris.id],
      n: 2,
      status: 'success',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ updated: 2 });
    for (const id of [s.anna.id, s.boris.id]) {
      const stages = await t.db.select().from(candidateStages).where(eq(candidateStages.candidateId, id));
      expect(stages.find((x) => x.n === 2)!.status).toBe('success');
      expect(stages.find((x) => x.n === 3)!.status).toBe('awaiting');
      expect(
        (await t.db.select().from(candidateHistory).where(eq(candidateHistory.candidateId, id))).length,
      ).toBeGreaterThan(0);
    }
  });

  it('refuses the whole change listing the ids whose stage is not in the pipeline or does not allow the status', async () => {
    const s = await scene();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const stageOf = async (id: number, n: number) =>
      (
        await t.db
          .select()
          .from(candidateStages)
          .where(and(eq(candidateStages.candidateId, id), eq(candidateStages.n, n)))
      )[0]!.status;
    // Stage 4 (ASSESSMENT) is outside this vacancy's pipeline; 2_000_000_000 does not exist.
    const res = await c.put('/api/dashboard/candidates/statuses', {
      ids: [s.anna.id, 2_000_000_000],
      n: 2,
      status: 'success',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('2000000000');
    expect(await stageOf(s.anna.id, 2)).toBe('awaiting');
    const skipped = await c.put('/api/dashboard/candidates/statuses', {
      ids: [s.anna.id, s.boris.id],
      n: 4,
      status: 'success',
    });
    expect(skipped.statusCode).toBe(422);
    expect(skipped.body).toContain(String(s.anna.id));
    const notAllowed = await c.put('/api/dashboard/candidates/statuses', {
      ids: [s.anna.id],
      n: 2,
      status: 'assigned',
    });
    expect(notAllowed.statusCode).toBe(422);
    expect(await stageOf(s.anna.id, 2)).toBe('awaiting');
    expect(await stageOf(s.boris.id, 4)).toBe('skipped');
  });
});
