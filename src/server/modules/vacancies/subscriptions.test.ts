import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, vacancies, vacancySubscriptions } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notifySubscribers, SUBSCRIBE_LIMITS } from './subscriptions.service.ts';
import { cityId, makeVacancy, uniqueWord } from './vacancy-factories.ts';

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = {
    config: t.config,
    database: t.database,
    db: t.db,
    secret: 'test-secret-test-secret-test-secret!',
    transports: {},
    log: t.app.log,
  } as AppDeps;
});
afterAll(() => t.close());

let ipSeq = 0;
const anon = () => client(t.app, { ip: `10.8.${++ipSeq % 250}.${Math.floor(Math.random() * 250)}` });
const email = () => `${uniqueWord('sub')}@Mail.ru`;
const subscriptionsOf = (address: string) =>
  t.db.select().from(vacancySubscriptions).where(eq(vacancySubscriptions.email, address.toLowerCase()));
const mailsTo = (address: string) =>
  t.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.recipient, address.toLowerCase()), like(outbox.idempotencyKey, 'vacancy-subscription:%')),
    );
const tokenIn = (body: string) => body.match(/\/unsubscribe\/([A-Za-z0-9_-]+)/)?.[1] ?? '';

describe('POST /api/vacancies/filter/subscribe', () => {
  it('stores the subscription (lower-cased e-mail, canonical filters, only a token hash) and answers in Russian', async () => {
    const address = email();
    const res = await anon().post('/api/vacancies/filter/subscribe', {
      email: ` ${address} `,
      filters: { departments: [7, 2, 7], title: ' Аналитик ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toMatch(/Мы напишем/);
    const [row] = await subscriptionsOf(address);
    expect(row).toMatchObject({ email: address.toLowerCase(), unsubscribedAt: null });
    expect(row!.filters).toEqual({
      title: 'аналитик',
      departments: [2, 7],
      city_ids: [],
      work_formats: [],
      hours: [],
      tags: [],
    });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the landing sends only an e-mail: a subscription to every new vacancy', async () => {
    const address = email();
    expect((await anon().post('/api/vacancies/filter/subscribe', { email: address })).statusCode).toBe(200);
    const [row] = await subscriptionsOf(address);
    expect(row!.filters).toEqual({
      title: '',
      departments: [],
      city_ids: [],
      work_formats: [],
      hours: [],
      tags: [],
    });
  });

  it('the same e-mail and filters (in any order) are one subscription', async () => {
    const address = email();
    const c = anon();
    await c.post('/api/vacancies/filter/subscribe', { email: address, filters: { hours: [20, 40] } });
    const again = await c.post('/api/vacancies/filter/subscribe', {
      email: address.toUpperCase(),
      filters: { hours: [40, 20] },
    });
    expect(again.statusCode).toBe(200);
    expect(await subscriptionsOf(address)).toHaveLength(1);
    await c.post('/api/vacancies/filter/subscribe', { email: address, filters: { hours: [30] } });
    expect(await subscriptionsOf(address)).toHaveLength(2);
  });

  it('422 in Russian for a bad e-mail or bad filters', async () => {
    const res = await anon().post('/api/vacancies/filter/subscribe', {
      email: 'не-почта',
      filters: { departments: [42] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.email[0]).toMatch(/e-mail/);
    expect(res.data.errors.filters[0]).toBe('Выберите направление из списка');
    expect((await anon().post('/api/vacancies/filter/subscribe', {})).data.errors.email[0]).toMatch(/e-mail/);
  });

  it('429 after the per-address limit, with Retry-After, also from another client', async () => {
    const address = email();
    for (let i = 0; i < SUBSCRIBE_LIMITS.perEmail; i++) {
      expect(
        (await anon().post('/api/vacancies/filter/subscribe', { email: address, filters: { hours: [20] } }))
          .statusCode,
      ).toBe(200);
    }
    const res = await anon().post('/api/vacancies/filter/subscribe', {
      email: address,
      filters: { hours: [30] },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.data.message).toMatch(/Слишком много подписок/);
  });

  it('429 after the per-client limit for many addresses', async () => {
    const c = client(t.app, { ip: '10.7.7.7' });
    for (let i = 0; i < SUBSCRIBE_LIMITS.perIp; i++) {
      expect((await c.post('/api/vacancies/filter/subscribe', { email: email() })).statusCode).toBe(200);
    }
    expect((await c.post('/api/vacancies/filter/subscribe', { email: email() })).statusCode).toBe(429);
  });
});

describe('notifySubscribers and POST /api/vacancies/filter/unsubscribe', () => {
  it('mails each matching active subscription once, with a working unsubscribe link', async () => {
    const word = uniqueWord('рассылка');
    const kazan = await cityId(t.db, 'Казань');
    const [all, it7, kazanSql, other] = [email(), email(), email(), email()];
    await anon().post('/api/vacancies/filter/subscribe', { email: all });
    await anon().post('/api/vacancies/filter/subscribe', {
      email: it7,
      filters: { departments: [7], title: word.toUpperCase() },
    });
    await anon().post('/api/vacancies/filter/subscribe', {
      email: kazanSql,
      filters: { city_ids: [kazan], tags: ['sql'] },
    });
    await anon().post('/api/vacancies/filter/subscribe', { email: other, filters: { departments: [3] } });

    const v = await makeVacancy(t.db, {
      title: `Стажёр ${word}`,
      department: 7,
      cityId: kazan,
      tags: ['SQL'],
    });
    const matched = await t.db.transaction((tx) => notifySubscribers(deps, tx, v.id));
    expect(matched).toBeGreaterThanOrEqual(3);
    for (const address of [all, it7, kazanSql]) expect(await mailsTo(address)).toHaveLength(1);
    expect(await mailsTo(other)).toHaveLength(0);

    const [mail] = await mailsTo(it7);
    expect(mail!.subject).toContain(`Стажёр ${word}`);
    expect(mail!.body).toContain(`${t.config.PUBLIC_URL}/vacancies/${v.id}`);
    const token = tokenIn(mail!.body);
    expect(token.length).toBeGreaterThan(20);
    const [row] = await subscriptionsOf(it7);
    expect(row!.tokenHash).not.toContain(token);

    // Called again (the vacancy closed and reopened): nobody gets a second e-mail.
    await t.db.transaction((tx) => notifySubscribers(deps, tx, v.id));
    for (const address of [all, it7, kazanSql]) expect(await mailsTo(address)).toHaveLength(1);

    // Unsubscribing by the link's token: idempotent, and the next vacancy does not mail them.
    const u1 = await anon().post('/api/vacancies/filter/unsubscribe', { token });
    const u2 = await anon().post('/api/vacancies/filter/unsubscribe', { token });
    expect(u1.statusCode).toBe(200);
    expect(u2.data).toEqual(u1.data);
    expect((await subscriptionsOf(it7))[0]!.unsubscribedAt).not.toBeNull();
    const next = await makeVacancy(t.db, { title: `Ещё ${word}`, department: 7 });
    await t.db.transaction((tx) => notifySubscribers(deps, tx, next.id));
    expect(await mailsTo(it7)).toHaveLength(1);
    expect(await mailsTo(all)).toHaveLength(2);

    // Subscribing again turns it back on, and the old link still works.
    await anon().post('/api/vacancies/filter/subscribe', {
      email: it7,
      filters: { departments: [7], title: word },
    });
    expect((await subscriptionsOf(it7))[0]!.unsubscribedAt).toBeNull();
    await anon().post('/api/vacancies/filter/unsubscribe', { token });
    expect((await subscriptionsOf(it7))[0]!.unsubscribedAt).not.toBeNull();
  });

  it('a vacancy that is not open mails nobody', async () => {
    const address = email();
    await anon().post('/api/vacancies/filter/subscribe', { email: address });
    for (const status of ['draft', 'stop', 'close'] as const) {
      const v = await makeVacancy(t.db, { status });
      expect(await t.db.transaction((tx) => notifySubscribers(deps, tx, v.id))).toBe(0);
    }
    expect(await notifySubscribers(deps, t.db, 2_000_000_000)).toBe(0);
    expect(await mailsTo(address)).toHaveLength(0);
    // Opened later: now it mails.
    const v = await makeVacancy(t.db, { status: 'draft' });
    await t.db.update(vacancies).set({ status: 'open' }).where(eq(vacancies.id, v.id));
    await notifySubscribers(deps, t.db, v.id);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('an unknown token gets the same answer; 422 for an empty one', async () => {
    const known = await anon().post('/api/vacancies/filter/unsubscribe', { token: 'no-such-token-at-all' });
    expect(known.statusCode).toBe(200);
    expect(known.data.message).toMatch(/отписались/);
    const bad = await anon().post('/api/vacancies/filter/unsubscribe', { token: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.token[0]).toMatch(/повреждена/);
  });
});
