/**
 * The sign-up's and the profile's native form posts (decisions 052, 053), through the built web app
 * (`npm run build` first): each step is checked by the API and answers the next one, the password
 * crosses the posts sealed, the last step registers once however often it is sent, and a refusal
 * draws the step again with the Russian texts beside its fields and what was typed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FIELD } from '#shared/page-render.ts';
import { ruHome } from '#shared/i18n/ru/home.ts';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { cities, institutions, participantProfiles, users } from '../db/schema.ts';
import { builtWebApp, tokenOf, postForm, fieldErrors } from '../test/form-post.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { makeUser, PASSWORD, uniquePhone } from '../test/factories.ts';

const dist = builtWebApp();

let t: TestApp;
let cityId: number;
let hse: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
  const [city] = await t.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Казань'));
  cityId = city!.id;
  const [inst] = await t.db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.short, 'НИУ ВШЭ'));
  hse = inst!;
});
afterAll(() => t.close());

let seq = 0;
const visitor = () => client(t.app, { ip: `10.53.${++seq % 250}.${(seq * 7) % 250}` });

type Pairs = [string, string][];

/** The value of a hidden field in a page, or null. */
const hidden = (html: string, name: string) =>
  new RegExp(`type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;

function personal(email: string, phoneDigits: string): Pairs {
  return [
    ['last_name', 'Смирнова'],
    ['first_name', 'Ольга'],
    ['middle_name', ''],
    ['birth_date', '15032004'],
    ['phone', `+7 ${phoneDigits}`],
    ['email', email],
    ['city_id', String(cityId)],
    ['citizenship', 'RU'],
  ];
}
const education = (institution: string): Pairs => [
  ['institution', institution],
  ['faculty', 'Факультет экономических наук'],
  ['specialty', 'Экономика'],
  ['level', 'bachelor'],
  ['course', '3'],
  ['graduation_year', '2027'],
];
const preferences: Pairs = [
  ['departments', '2'],
  ['departments', '7'],
  ['work_format', '2'],
  ['hours', '30'],
  ['english_level', '4'],
  ['relocate', 'false'],
];

/** A visitor through the first two steps: the page's token and the sealed password. */
async function throughTwoSteps(c: Client, email: string, digits: string) {
  const token = await tokenOf(c, '/signup');
  const one = await postForm(c, '/signup', [
    [CSRF_FIELD, token],
    ['at', '0'],
    ['intent', 'next'],
    ...personal(email, digits),
    ['password', PASSWORD],
    ['password_confirmation', PASSWORD],
  ]);
  expect(one.statusCode).toBe(200);
  const kept = hidden(one.body, 'kept')!;
  const two = await postForm(c, '/signup', [
    [CSRF_FIELD, token],
    ['at', '1'],
    ['intent', 'next'],
    ['kept', kept],
    ...personal(email, digits),
    ...education(hse.name),
  ]);
  expect(two.statusCode).toBe(200);
  expect(hidden(two.body, 'at')).toBe('2');
  return { token, kept };
}

describe('/signup as a form', () => {
  it('holds every step’s fields in one real form, its submit enabled', async () => {
    const res = await visitor().get('/signup');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form[^>]*method="post"/);
    for (const name of ['last_name', 'phone', 'password', 'institution', 'faculty', 'departments', 'consent'])
      expect(res.body).toContain(`name="${name}"`);
    expect(res.body).toMatch(/<select[^>]*name="city_id"/);
    for (const button of res.body.match(/<button[^>]*type="submit"[^>]*>/g) ?? [])
      expect(button).not.toMatch(/disabled/);
  });

  it('a refused first step: 422, the texts beside the fields, what was typed, never the password', async () => {
    const c = visitor();
    const token = await tokenOf(c, '/signup');
    const res = await postForm(c, '/signup', [
      [CSRF_FIELD, token],
      ['at', '0'],
      ['intent', 'next'],
      ...personal('not-an-email', '9781112233'),
      ['password', 'короткий'],
      ['password_confirmation', 'другой'],
    ]);
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toContain('Укажите e-mail в формате name@example.ru');
    expect(res.body).toContain('value="Смирнова"');
    expect(res.body).not.toContain('короткий');
    expect(hidden(res.body, 'at')).toBe('0');
    expect(hidden(res.body, 'kept')).toBeNull();
  });

  it('steps on with the password sealed, asks to pick an institution the text does not name, registers once', async () => {
    const c = visitor();
    const digits = uniquePhone().slice(2);
    const email = `signup.${digits}@example.ru`;
    const token = await tokenOf(c, '/signup');
    const one = await postForm(c, '/signup', [
      [CSRF_FIELD, token],
      ['at', '0'],
      ['intent', 'next'],
      ...personal(email, digits),
      ['password', PASSWORD],
      ['password_confirmation', PASSWORD],
    ]);
    expect(one.statusCode).toBe(200);
    expect(hidden(one.body, 'at')).toBe('1');
    const kept = hidden(one.body, 'kept')!;
    expect(kept.length).toBeGreaterThan(40);
    expect(one.body).not.toContain(PASSWORD);

    // «Высшая» names several institutions: the step again, with the matches as suggestions.
    const vague = await postForm(c, '/signup', [
      [CSRF_FIELD, token],
      ['at', '1'],
      ['intent', 'next'],
      ['kept', kept],
      ...personal(email, digits),
      ...education('Высшая'),
    ]);
    expect(vague.statusCode).toBe(422);
    expect(fieldErrors(vague.body)).toContain(ruProfileFields.education.pickSuggested);
    expect(vague.body).toMatch(/<datalist id="institution-suggestions"><option value="[^"]+"/);
    expect(vague.body).toContain('value="Факультет экономических наук"');

    const { kept: sealed } = await throughTwoSteps(c, email, digits);
    const last = (extra: Pairs) =>
      postForm(c, '/signup', [
        [CSRF_FIELD, token],
        ['at', '2'],
        ['intent', 'next'],
        ['kept', sealed],
        ...personal(email, digits),
        ...education(hse.name),
        ...preferences,
        ...extra,
      ]);
    const noConsent = await last([]);
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.body).toContain('Без согласия на обработку персональных данных регистрация невозможна');
    expect(hidden(noConsent.body, 'at')).toBe('2');

    const done = await last([['consent', 'true']]);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('name="code"');
    expect(hidden(done.body, 'phone')).toBe(`+7${digits}`);
    // The same post again (a double tap): the code step again, one account.
    const again = await last([['consent', 'true']]);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('name="code"');
    const made = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(made).toHaveLength(1);
    const [profile] = await t.db
      .select({
        institutionId: participantProfiles.institutionId,
        departments: participantProfiles.departments,
      })
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, made[0]!.id));
    expect(profile).toEqual({ institutionId: hse.id, departments: [2, 7] });
  });

  it('a sealed password that was altered is no password: the first step asks for it again', async () => {
    const c = visitor();
    const digits = uniquePhone().slice(2);
    const { token } = await throughTwoSteps(c, `altered.${digits}@example.ru`, digits);
    const res = await postForm(c, '/signup', [
      [CSRF_FIELD, token],
      ['at', '2'],
      ['intent', 'next'],
      ['kept', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ...personal(`altered.${digits}@example.ru`, digits),
      ...education(hse.name),
      ...preferences,
      ['consent', 'true'],
    ]);
    expect(res.statusCode).toBe(422);
    expect(hidden(res.body, 'at')).toBe('0');
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, `altered.${digits}@example.ru`)),
    ).toHaveLength(0);
  });

  it('without its token, or with another visitor’s: 419, nothing checked', async () => {
    const c = visitor();
    await tokenOf(c, '/signup');
    const other = await tokenOf(visitor(), '/signup');
    for (const token of ['', other]) {
      const res = await postForm(c, '/signup', [
        [CSRF_FIELD, token],
        ['at', '0'],
        ['intent', 'next'],
        ...personal('x@example.ru', '9781112233'),
      ]);
      expect(res.statusCode).toBe(419);
      expect(res.body).toContain('value="Смирнова"');
    }
  });
});

describe('/profile?edit=1 as a form', () => {
  async function signedIn() {
    const user = await makeUser(t.db);
    const c = client(t.app, { ip: `10.54.${++seq % 250}.1` });
    expect((await c.post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    return { c, user, token: await tokenOf(c, '/profile?edit=1') };
  }
  const profileFields = (email: string): Pairs => [
    ...personal(email, '9780000000').filter(([name]) => name !== 'phone'),
    ...education(hse.name),
    ...preferences,
    ['email_reminders', 'true'],
  ];

  it('saves: 303 to /profile?saved=1, the profile changed', async () => {
    const { c, user, token } = await signedIn();
    const res = await postForm(c, '/profile?edit=1', [[CSRF_FIELD, token], ...profileFields(user.email)]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/profile?saved=1');
    const [row] = await t.db
      .select({ institutionId: participantProfiles.institutionId })
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, user.id));
    expect(row?.institutionId).toBe(hse.id);
    const page = await c.get('/profile?saved=1');
    expect(page.body).toContain(ruHome.profile.saved);
    expect(page.body).toContain('Факультет экономических наук');
  });

  it('a refusal: 422, the text beside the field, what was typed kept', async () => {
    const { c, token } = await signedIn();
    const fields = profileFields('не-почта').map(([n, v]): [string, string] =>
      n === 'faculty' ? [n, 'Новый факультет'] : [n, v],
    );
    const res = await postForm(c, '/profile?edit=1', [[CSRF_FIELD, token], ...fields]);
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toContain('Укажите e-mail в формате name@example.ru');
    expect(res.body).toContain('value="Новый факультет"');
  });
});

describe('the usability survey as a form', () => {
  it('due: every participant page links to its form without scripts; no score is refused with the comment kept; a score leads on and it is not asked again', async () => {
    const user = await makeUser(t.db);
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, user.id));
    const c = client(t.app, { ip: `10.56.${++seq % 250}.1` });
    expect((await c.post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    const feed = await c.get('/newswire');
    expect(feed.body).toMatch(/<noscript>.*href="\/profile\?usability=1".*<\/noscript>/s);
    const token = await tokenOf(c, '/profile?usability=1');

    const none = await postForm(c, '/profile?usability=1', [
      [CSRF_FIELD, token],
      ['intent', 'usability'],
      ['comment', 'Удобно, но медленно'],
    ]);
    expect(none.statusCode).toBe(422);
    expect(none.body).toContain('Удобно, но медленно');

    const sent = await postForm(c, '/profile?usability=1', [
      [CSRF_FIELD, token],
      ['intent', 'usability'],
      ['score', '4'],
      ['comment', 'Удобно, но медленно'],
    ]);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/profile?usability=sent');
    expect((await c.get('/api/users/info')).data.data.usability_due).toBe(false);
    expect((await c.get('/newswire')).body).not.toContain('/profile?usability=1');
  });
});
