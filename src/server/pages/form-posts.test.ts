/**
 * A page's native form posts (decision 052), through the built web app (`npm run build` first): the
 * page's HTML holds a real form, the server's copy of the page's action takes it, a success answers
 * 303, a refusal draws the page again with the Russian message and the typed values (never a
 * password), the CSRF field is checked as the header is, and the JSON calls keep their answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FIELD } from '#shared/page-render.ts';
import { builtWebApp, tokenOf, postForm, fieldErrors, signInByForm } from '../test/form-post.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { lastSmsCode, makeUser } from '../test/factories.ts';
import { makeCandidate, makeVacancy } from '../test/screening-factories.ts';
import { eq } from 'drizzle-orm';
import { candidates } from '../db/schema.ts';
import { pdf } from '../lib/files/test-fixtures.ts';

const dist = builtWebApp();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

let seq = 0;
/** A visitor's browser: its own address, its cookies kept. */
const visitor = () => client(t.app, { ip: `10.52.${++seq % 250}.${(seq * 7) % 250}` });

describe('the sign-in page holds a real form', () => {
  it('post to its own address, with the token in a hidden field and no button disabled; a first visit gets a visitor id', async () => {
    const c = visitor();
    const res = await c.get('/email_login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<form[^>]*action="\/email_login"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/email_login"/,
    );
    expect(res.body).toContain(`name="${CSRF_FIELD}"`);
    expect(res.body).toMatch(/name="email"/);
    expect(res.body).toMatch(/name="password"/);
    for (const button of res.body.match(/<button[^>]*type="submit"[^>]*>/g) ?? [])
      expect(button).not.toMatch(/disabled/);
    expect(c.jar.has('jti_visitor')).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // «Забыли пароль?» is a link.
    expect(res.body).toMatch(/<a[^>]*href="\/email_login\?forgot=1"/);
  });
});

describe('POST /email_login as a form', () => {
  it('signs in: 303 to the role home with the session cookie; the session works', async () => {
    const user = await makeUser(t.db, { role: 'recruiter' });
    const c = visitor();
    const token = await tokenOf(c, '/email_login');
    const res = await postForm(c, '/email_login', {
      [CSRF_FIELD]: token,
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/recruiter');
    expect(c.jar.has('jti_session')).toBe(true);
    expect(c.jar.has('jti_visitor')).toBe(false);
    const info = await c.get('/api/users/info');
    expect(info.data.data.role).toBe('recruiter');
  });

  it('a wrong password: 422, the page again with the Russian message and the e-mail, never the password', async () => {
    const user = await makeUser(t.db);
    const c = visitor();
    const token = await tokenOf(c, '/email_login');
    const res = await postForm(c, '/email_login', {
      [CSRF_FIELD]: token,
      email: user.email,
      password: 'wrong-Пароль-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(fieldErrors(res.body)[0]).toBe('Неверный e-mail или пароль');
    expect(res.body).toContain(`value="${user.email}"`);
    expect(res.body).not.toContain('wrong-Пароль-1');
    expect(c.jar.has('jti_session')).toBe(false);
  });

  it('an e-mail that is not one: 422 with the field’s message', async () => {
    const c = visitor();
    const token = await tokenOf(c, '/email_login');
    const res = await postForm(c, '/email_login', {
      [CSRF_FIELD]: token,
      email: 'not-an-email',
      password: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)[0]).toBe('Укажите e-mail в формате name@example.ru');
    expect(res.body).toContain('value="not-an-email"');
  });

  it('the forgot-password form: the same answer for any address, a missing one named', async () => {
    const c = visitor();
    const token = await tokenOf(c, '/email_login?forgot=1');
    const empty = await postForm(c, '/email_login?forgot=1', {
      [CSRF_FIELD]: token,
      intent: 'forgot',
      email: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(fieldErrors(empty.body)[0]).toBe('Укажите e-mail в формате name@example.ru');
    const sent = await postForm(c, '/email_login?forgot=1', {
      [CSRF_FIELD]: token,
      intent: 'forgot',
      email: 'nobody@example.ru',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Если этот e-mail зарегистрирован');
  });

  it('an unconfirmed phone: the code step in place, and its code signs in to /verified', async () => {
    const user = await makeUser(t.db, { verified: false, needHowKnow: true });
    const c = visitor();
    const token = await tokenOf(c, '/email_login');
    const res = await postForm(c, '/email_login', {
      [CSRF_FIELD]: token,
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Код из SMS');
    expect(res.body).toContain(`name="phone" value="${user.phone}"`);
    const code = await lastSmsCode(t.db, user.phone!);
    const signedIn = await postForm(c, '/email_login', {
      [CSRF_FIELD]: token,
      intent: 'code',
      phone: user.phone!,
      code: code!,
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/verified');
  });
});

describe('the CSRF field', () => {
  it('missing: 419, the page again with «Страница устарела» and the e-mail; nothing signed in', async () => {
    const user = await makeUser(t.db);
    const c = visitor();
    await tokenOf(c, '/email_login');
    const res = await postForm(c, '/email_login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(419);
    expect(res.body).toContain('Страница устарела');
    expect(res.body).toContain(`value="${user.email}"`);
    expect(c.jar.has('jti_session')).toBe(false);
  });

  it('another visitor’s token: 419, and the page drawn again carries this visitor’s own', async () => {
    const user = await makeUser(t.db);
    const other = await tokenOf(visitor(), '/email_login');
    const c = visitor();
    await tokenOf(c, '/email_login');
    const res = await postForm(c, '/email_login', {
      [CSRF_FIELD]: other,
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(419);
    const own = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(res.body)?.[1];
    const again = await postForm(c, '/email_login', {
      [CSRF_FIELD]: own!,
      email: user.email,
      password: user.password,
    });
    expect(again.statusCode).toBe(303);
  });

  it('from another site: 419 whatever the token', async () => {
    const user = await makeUser(t.db);
    const c = visitor();
    const token = await tokenOf(c, '/email_login');
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await postForm(
        c,
        '/email_login',
        { [CSRF_FIELD]: token, email: user.email, password: user.password },
        headers,
      );
      expect(res.statusCode).toBe(419);
    }
    expect(c.jar.has('jti_session')).toBe(false);
  });
});

describe('one path, two bodies', () => {
  it('POST /login with JSON is still the specification’s e-mail sign-in; with a form it is the SMS page’s', async () => {
    const user = await makeUser(t.db);
    const json = await visitor().post('/login', { email: user.email, password: user.password });
    expect(json.statusCode).toBe(200);
    expect(json.data.user.email).toBe(user.email);

    const c = visitor();
    const token = await tokenOf(c, '/login');
    const form = await postForm(c, '/login', { [CSRF_FIELD]: token, phone: user.phone! });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toMatch(/text\/html/);
    expect(form.body).toContain('Код придёт в SMS на номер');
  });

  it('a page without a form takes no form post', async () => {
    const c = visitor();
    const token = await tokenOf(c, '/email_login');
    const res = await postForm(c, '/newswire', { [CSRF_FIELD]: token });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /login as a form (SMS sign-in)', () => {
  it('phone, a wrong code (422, the step kept), the right code: 303 home', async () => {
    const user = await makeUser(t.db);
    const c = visitor();
    const token = await tokenOf(c, '/login');
    const bad = await postForm(c, '/login', { [CSRF_FIELD]: token, phone: '123' });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad.body)[0]).toMatch(/^Укажите мобильный номер/);
    const step = await postForm(c, '/login', { [CSRF_FIELD]: token, phone: user.phone! });
    expect(step.statusCode).toBe(200);
    const code = (await lastSmsCode(t.db, user.phone!))!;
    const wrong = await postForm(c, '/login', {
      [CSRF_FIELD]: token,
      intent: 'code',
      phone: user.phone!,
      notice: 'if-registered',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Неверный или устаревший код');
    expect(wrong.body).toContain(`name="phone" value="${user.phone}"`);
    const right = await postForm(c, '/login', {
      [CSRF_FIELD]: token,
      intent: 'code',
      phone: user.phone!,
      code,
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/screening');
  });

  it('sign-in is limited as the JSON call is: the 11th try in a minute gets 429 with the wait', async () => {
    const user = await makeUser(t.db);
    const c = visitor();
    const token = await tokenOf(c, '/email_login');
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 11; i++) {
      const res = await postForm(c, '/email_login', {
        [CSRF_FIELD]: token,
        email: user.email,
        password: 'wrong-1',
      });
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last).toContain('Слишком много попыток');
  });
});

describe('the vacancy a visitor came for', () => {
  it('is kept by a cookie from the redirect to sign-in on, and sign-in by form leads back to it', async () => {
    const { vacancy } = await makeVacancy(t.db);
    const user = await makeUser(t.db);
    const c = visitor();
    const denied = await c.get(`/vacancies/${vacancy.id}`);
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toBe(`/login?vacancy=${vacancy.id}`);
    expect(c.jar.get('jti_return_vacancy')).toBe(String(vacancy.id));
    const token = await tokenOf(c, '/email_login');
    const res = await postForm(c, '/email_login', {
      [CSRF_FIELD]: token,
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/vacancies/${vacancy.id}`);
  });
});

describe('POST /vacancies/:id as a form (applying, multipart with the CV)', () => {
  /** The apply form's multipart post, as a browser encodes it. */
  async function postApply(c: Client, id: number, token: string, cv: Buffer | null) {
    const form = new FormData();
    form.append(CSRF_FIELD, token);
    form.append('cv_mode', 'file');
    if (cv) form.append('cv', new File([new Uint8Array(cv)], 'Резюме.pdf', { type: 'application/pdf' }));
    else form.append('cv', new File([], '', { type: 'application/octet-stream' }));
    form.append('cv_link', '');
    const encoded = new Response(form);
    return c.request('POST', `/vacancies/${id}?apply=1`, Buffer.from(await encoded.arrayBuffer()), {
      csrf: false,
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        origin: 'http://127.0.0.1:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
  }

  async function participantAt(vacancyId: number) {
    const user = await makeUser(t.db);
    const c = visitor();
    await signInByForm(c, user);
    return { c, user, token: await tokenOf(c, `/vacancies/${vacancyId}?apply=1`) };
  }

  it('with a PDF: 303 to /progress, the application made; sent twice, still one, and the second leads on too', async () => {
    const { vacancy } = await makeVacancy(t.db);
    const { c, user, token } = await participantAt(vacancy.id);
    const [first, second] = [
      await postApply(c, vacancy.id, token, pdf()),
      await postApply(c, vacancy.id, token, pdf()),
    ];
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/progress');
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/progress');
    const rows = await t.db.select().from(candidates).where(eq(candidates.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('without a CV: 422, the form again with the Russian message, nothing made', async () => {
    const { vacancy } = await makeVacancy(t.db);
    const { c, user, token } = await participantAt(vacancy.id);
    const res = await postApply(c, vacancy.id, token, null);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Приложите резюме файлом или ссылкой');
    expect(await t.db.select().from(candidates).where(eq(candidates.userId, user.id))).toHaveLength(0);
  });

  it('a program renamed as a PDF: the API’s own refusal beside the file', async () => {
    const { vacancy } = await makeVacancy(t.db);
    const { c, token } = await participantAt(vacancy.id);
    const res = await postApply(c, vacancy.id, token, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]));
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Это программа, а не документ');
  });

  it('with another visitor’s token: 419, nothing made', async () => {
    const { vacancy } = await makeVacancy(t.db);
    const { c, user } = await participantAt(vacancy.id);
    const foreign = await tokenOf(visitor(), '/email_login');
    const res = await postApply(c, vacancy.id, foreign, pdf());
    expect(res.statusCode).toBe(419);
    expect(await t.db.select().from(candidates).where(eq(candidates.userId, user.id))).toHaveLength(0);
  });
});

describe('POST /progress as a form (leaving, the offer)', () => {
  async function participantWithScreening(
    statuses: Parameters<typeof makeCandidate>[3],
    confirmPage: string,
  ) {
    const vacancy = await makeVacancy(t.db);
    const user = await makeUser(t.db);
    const candidate = await makeCandidate(t.db, user.id, vacancy, statuses);
    const c = visitor();
    await signInByForm(c, user);
    return { c, candidate, token: await tokenOf(c, confirmPage) };
  }

  it('«Выйти из отбора»: the confirmation on the page, then 303 to /vacancies and the record closed', async () => {
    const { c, candidate, token } = await participantWithScreening(
      { 1: 'eval' },
      '/progress?confirm=withdraw',
    );
    const confirm = await c.get('/progress?confirm=withdraw');
    expect(confirm.body).toContain('Выйти из отбора?');
    const res = await postForm(c, '/progress?confirm=withdraw', { [CSRF_FIELD]: token, intent: 'withdraw' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vacancies');
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row!.status).toBe('cancel');
  });

  it('declining the offer with a reason: 303 to /vacancies; a foreign token changes nothing (419)', async () => {
    const { c, candidate, token } = await participantWithScreening(
      { 1: 'success', 2: 'success', 3: 'success', 4: 'success', 5: 'success', 6: 'success', 7: 'awaiting' },
      '/progress?offer=decline',
    );
    const foreign = await tokenOf(visitor(), '/email_login');
    const refused = await postForm(c, '/progress?offer=decline', {
      [CSRF_FIELD]: foreign,
      intent: 'offer-decline',
      reason: 'Другое предложение',
    });
    expect(refused.statusCode).toBe(419);
    expect(refused.body).toContain('Другое предложение');
    const res = await postForm(c, '/progress?offer=decline', {
      [CSRF_FIELD]: token,
      intent: 'offer-decline',
      reason: 'Другое предложение',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vacancies');
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row!.status).not.toBe('awaiting');
  });
});
