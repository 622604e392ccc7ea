/**
 * The account's native form posts (decision 052), through the built web app (`npm run build` first):
 * a new password by the e-mailed link (/reset/:token), the «Откуда вы узнали» answer (/verified) and
 * marking notices read (/notifications). Each page holds a real form; a success answers 303, a refusal
 * draws the page again with the API's Russian message and the typed values (never a password), and a
 * post whose CSRF field is missing or another visitor's changes nothing (419).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX } from '#shared/domain/chat.ts';
import { ru } from '#shared/i18n/ru.ts';
import { CSRF_FIELD } from '#shared/page-render.ts';
import { chatMessages, messages, users, vacancySubscriptions } from '../db/schema.ts';
import { resetClock, setClock } from '../lib/clock.ts';
import { client } from '../test/client.ts';
import { lastResetToken, makeUser, type MadeUser } from '../test/factories.ts';
import { builtWebApp, tokenOf, postForm, fieldErrors, signInByForm } from '../test/form-post.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { makeVacancy } from '../test/screening-factories.ts';

const dist = builtWebApp();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

let seq = 0;
/** A visitor's browser: its own address, its cookies kept. */
const visitor = () => client(t.app, { ip: `10.53.${++seq % 250}.${(seq * 7) % 250}` });

/**
 * The page holds a form posting to `url` with its CSRF field, and every submit button of such forms
 * is enabled in the server's HTML: a press before the scripts posts.
 */
function expectRealForm(html: string, url: string) {
  const forms = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].filter(
    ([, attrs]) => /method="post"/.test(attrs!) && attrs!.includes(`action="${url}"`),
  );
  expect(forms.length, url).toBeGreaterThan(0);
  for (const [, , inner] of forms) {
    expect(inner).toContain(`name="${CSRF_FIELD}"`);
    const buttons = inner!.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).not.toMatch(/disabled/);
  }
}

/** The `intent` values of the page's buttons, in their order. */
const intentsOf = (html: string) =>
  (html.match(/<button[^>]*name="intent"[^>]*>/g) ?? []).map((b) => /value="([^"]+)"/.exec(b)?.[1]);

/** A browser signed in by the e-mail form (as a person would), with the cookies it got. */
async function signedIn(user: MadeUser, c = visitor()) {
  const res = await signInByForm(c, user);
  expect(res.statusCode).toBe(303);
  return { c, next: res.headers.location };
}

/** Another visitor's token: valid, but not this browser's. */
const foreignToken = () => tokenOf(visitor(), '/email_login');

describe('POST /reset/:token as a form (a new password by the e-mailed link)', () => {
  const NEW_PASSWORD = 'Новый-пароль-2026';

  async function resetLink() {
    const user = await makeUser(t.db);
    expect((await visitor().post('/forgot-password', { email: user.email })).statusCode).toBe(200);
    const token = (await lastResetToken(t.db, user.email))!;
    const c = visitor();
    const url = `/reset/${token}`;
    return { user, c, url, token: await tokenOf(c, url) };
  }

  const passwordHashOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

  it('the page holds a real form posting to its own address', async () => {
    const { c, url } = await resetLink();
    const res = await c.get(url);
    expectRealForm(res.body, url);
    expect(res.body).toMatch(/name="password"/);
    expect(res.body).toMatch(/name="password_confirmation"/);
  });

  it('sets the password: 303 to /email_login, which says so; the new password signs in', async () => {
    const { user, c, url, token } = await resetLink();
    const res = await postForm(c, url, {
      [CSRF_FIELD]: token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/email_login?reset=done');
    const next = await c.get(res.headers.location as string);
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain(ru.auth.resetDone);
    const login = await visitor().post('/login', { email: user.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('passwords that differ: 422 beside the confirmation, neither typed password sent back', async () => {
    const { user, c, url, token } = await resetLink();
    const before = await passwordHashOf(user.id);
    const res = await postForm(c, url, {
      [CSRF_FIELD]: token,
      password: NEW_PASSWORD,
      password_confirmation: 'Другой-пароль-2026',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(fieldErrors(res.body)).toEqual([ru.validation.passwordMismatch]);
    expect(res.body).not.toContain(NEW_PASSWORD);
    expect(res.body).not.toContain('Другой-пароль-2026');
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('a common password: 422 beside the password, not sent back; the link still works after', async () => {
    const { c, url, token } = await resetLink();
    const res = await postForm(c, url, {
      [CSRF_FIELD]: token,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual([ru.validation.passwordCommon]);
    expect(res.body).not.toContain('qwertyuiop');
    const again = await postForm(c, url, {
      [CSRF_FIELD]: token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(303);
  });

  it('a link used already, or past its hour: 422, «Ссылка не работает» with a way to ask for a new one', async () => {
    const { c, url, token } = await resetLink();
    const fields = { [CSRF_FIELD]: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await postForm(c, url, fields)).statusCode).toBe(303);
    const spent = await postForm(c, url, fields);
    expect(spent.statusCode).toBe(422);
    expect(spent.body).toContain('Ссылка не работает');
    expect(spent.body).toContain(ru.auth.resetInvalid);
    expect(spent.body).toMatch(/<a[^>]*href="\/email_login\?forgot=1"/);
    expect(spent.body).not.toContain(NEW_PASSWORD);

    try {
      const asked = new Date();
      setClock({ freezeAt: asked });
      const late = await resetLink();
      setClock({ freezeAt: new Date(asked.getTime() + 61 * 60_000) });
      const expired = await postForm(late.c, late.url, { ...fields, [CSRF_FIELD]: late.token });
      expect(expired.statusCode).toBe(422);
      expect(expired.body).toContain(ru.auth.resetInvalid);
    } finally {
      resetClock();
    }
  });

  it('without the CSRF field, or with another visitor’s: 419 «Страница устарела», the password unchanged', async () => {
    const { user, c, url } = await resetLink();
    const before = await passwordHashOf(user.id);
    const fields = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const missing = await postForm(c, url, fields);
    expect(missing.statusCode).toBe(419);
    expect(missing.body).toContain('Страница устарела');
    expect(missing.body).not.toContain(NEW_PASSWORD);
    const foreign = await postForm(c, url, { ...fields, [CSRF_FIELD]: await foreignToken() });
    expect(foreign.statusCode).toBe(419);
    expect(await passwordHashOf(user.id)).toBe(before);
  });
});

describe('POST /verified as a form («Откуда вы узнали о программе?»)', () => {
  async function owingParticipant() {
    const user = await makeUser(t.db, { needHowKnow: true });
    const { c, next } = await signedIn(user);
    expect(next).toBe('/verified');
    return { user, c, token: await tokenOf(c, '/verified') };
  }

  const owes = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.needHowKnow;

  /** The radio of `value`, checked in the HTML (the choice kept). */
  const checked = (html: string, value: string) =>
    new RegExp(`<input[^>]*(value="${value}"[^>]*checked|checked[^>]*value="${value}")`).test(html);

  it('the page holds a real form: radios named `source`, the «Другое» text named `comment`', async () => {
    const { c } = await owingParticipant();
    const res = await c.get('/verified');
    expectRealForm(res.body, '/verified');
    expect(
      res.body.match(/<input[^>]*type="radio"[^>]*name="source"|<input[^>]*name="source"[^>]*type="radio"/g),
    ).toHaveLength(8);
    expect(res.body).toMatch(/<textarea[^>]*name="comment"/);
  });

  it('an answer: 303 to the participant’s home, the answer no longer owed', async () => {
    const { user, c, token } = await owingParticipant();
    const res = await postForm(c, '/verified', { [CSRF_FIELD]: token, source: 'hh', comment: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/screening');
    expect(await owes(user.id)).toBe(false);
  });

  it('with the vacancy the visitor came for kept: 303 to that vacancy', async () => {
    const { vacancy } = await makeVacancy(t.db);
    const user = await makeUser(t.db, { needHowKnow: true });
    const c = visitor();
    expect((await c.get(`/vacancies/${vacancy.id}`)).headers.location).toBe(`/login?vacancy=${vacancy.id}`);
    const { next } = await signedIn(user, c);
    expect(next).toBe('/verified');
    const token = await tokenOf(c, '/verified');
    const res = await postForm(c, '/verified', {
      [CSRF_FIELD]: token,
      source: 'other',
      comment: 'Рассказали на лекции',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/vacancies/${vacancy.id}`);
  });

  it('nothing picked: 422 «Выберите вариант» beside the question; still owed', async () => {
    const { user, c, token } = await owingParticipant();
    const res = await postForm(c, '/verified', { [CSRF_FIELD]: token, comment: '' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual([ru.validation.howKnow]);
    expect(await owes(user.id)).toBe(true);
  });

  it('«Другое» without a word: 422 beside the text, «Другое» still picked', async () => {
    const { user, c, token } = await owingParticipant();
    const res = await postForm(c, '/verified', { [CSRF_FIELD]: token, source: 'other', comment: '  ' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual([ru.validation.howKnowOther]);
    expect(checked(res.body, 'other')).toBe(true);
    expect(checked(res.body, 'hh')).toBe(false);
    expect(await owes(user.id)).toBe(true);
  });

  it('without the CSRF field, or with another visitor’s: 419, the choice and the text kept, nothing saved', async () => {
    const { user, c } = await owingParticipant();
    const fields = { source: 'other', comment: 'Из подкаста' };
    const missing = await postForm(c, '/verified', fields);
    expect(missing.statusCode).toBe(419);
    expect(missing.body).toContain('Страница устарела');
    expect(checked(missing.body, 'other')).toBe(true);
    expect(missing.body).toMatch(/<textarea[^>]*name="comment"[^>]*>Из подкаста<\/textarea>/);
    const foreign = await postForm(c, '/verified', { ...fields, [CSRF_FIELD]: await foreignToken() });
    expect(foreign.statusCode).toBe(419);
    expect(await owes(user.id)).toBe(true);
  });
});

describe('POST /notifications as a form (marking notices read)', () => {
  async function participantWithNotices() {
    const user = await makeUser(t.db);
    const { c } = await signedIn(user);
    const rows = await t.db
      .insert(messages)
      .values([
        { userId: user.id, title: 'Первое уведомление' },
        { userId: user.id, title: 'Второе уведомление' },
      ])
      .returning();
    return { user, c, ids: rows.map((r) => r.id), token: await tokenOf(c, '/notifications') };
  }

  const unreadOf = async (userId: number) =>
    (
      await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.isRead, false)))
    ).length;

  it('the page holds a form per unread notice and one for all, posting to /notifications', async () => {
    const { c, ids } = await participantWithNotices();
    const res = await c.get('/notifications');
    expectRealForm(res.body, '/notifications');
    expect(intentsOf(res.body).sort()).toEqual(['chat', 'read-all', ...ids.map((id) => `read-${id}`)].sort());
  });

  it('one notice, then all: 303 back to /notifications each time, the notices read', async () => {
    const { user, c, ids, token } = await participantWithNotices();
    const one = await postForm(c, '/notifications', { [CSRF_FIELD]: token, intent: `read-${ids[0]}` });
    expect(one.statusCode).toBe(303);
    expect(one.headers.location).toBe('/notifications');
    expect(await unreadOf(user.id)).toBe(1);
    const page = await c.get('/notifications');
    expect(page.body).not.toContain(`value="read-${ids[0]}"`);
    expect(page.body).toContain(`value="read-${ids[1]}"`);
    const all = await postForm(c, '/notifications', { [CSRF_FIELD]: token, intent: 'read-all' });
    expect(all.statusCode).toBe(303);
    expect(all.headers.location).toBe('/notifications');
    expect(await unreadOf(user.id)).toBe(0);
  });

  it('what is not a notice’s id: 422; someone else’s notice: 404; both said on the page, nothing read', async () => {
    const { user, c, token } = await participantWithNotices();
    const other = await makeUser(t.db);
    const [theirs] = await t.db.insert(messages).values({ userId: other.id, title: 'Чужое' }).returning();
    const bad = await postForm(c, '/notifications', { [CSRF_FIELD]: token, intent: 'read-abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(ru.chat.notifications.markError);
    expect(bad.body).toContain(ru.errors.validation);
    const foreign = await postForm(c, '/notifications', {
      [CSRF_FIELD]: token,
      intent: `read-${theirs!.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain(ru.chat.notifications.markError);
    expect(foreign.body).toContain(ru.errors.notFound);
    expect(await unreadOf(user.id)).toBe(2);
    expect(await unreadOf(other.id)).toBe(1);
  });

  it('without the CSRF field, or with another visitor’s: 419, nothing read', async () => {
    const { user, c } = await participantWithNotices();
    const missing = await postForm(c, '/notifications', { intent: 'read-all' });
    expect(missing.statusCode).toBe(419);
    expect(missing.body).toContain('Страница устарела');
    const foreign = await postForm(c, '/notifications', {
      [CSRF_FIELD]: await foreignToken(),
      intent: 'read-all',
    });
    expect(foreign.statusCode).toBe(419);
    expect(await unreadOf(user.id)).toBe(2);
  });
});

describe('POST /notifications as a form (a line to the recruiter)', () => {
  async function participant() {
    const user = await makeUser(t.db);
    const { c } = await signedIn(user);
    return { user, c, token: await tokenOf(c, '/notifications') };
  }

  const linesOf = async (userId: number) =>
    (await t.db.select().from(chatMessages).where(eq(chatMessages.participantId, userId))).map((m) => m.text);

  /** The composer's field as drawn: its text, or null without the field. */
  const composerText = (html: string) =>
    /<textarea[^>]*name="text"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? null;

  it('the composer is a form posting to /notifications, its button enabled', async () => {
    const { c } = await participant();
    const res = await c.get('/notifications');
    expectRealForm(res.body, '/notifications');
    expect(composerText(res.body)).toBe('');
    expect(intentsOf(res.body)).toEqual(['chat']);
  });

  it('a line: 303 back to the chat on /notifications, the line in the thread', async () => {
    const { user, c, token } = await participant();
    const res = await postForm(c, '/notifications', {
      [CSRF_FIELD]: token,
      intent: 'chat',
      text: '  Когда будет собеседование?  ',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/notifications#chat');
    expect(await linesOf(user.id)).toEqual(['Когда будет собеседование?']);
    expect((await c.get('/notifications')).body).toContain('Когда будет собеседование?');
  });

  it('an empty line, or one too long: 422 under the field, the text kept, nothing sent', async () => {
    const { user, c, token } = await participant();
    const empty = await postForm(c, '/notifications', { [CSRF_FIELD]: token, intent: 'chat', text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(fieldErrors(empty.body)).toEqual([ru.chat.text]);
    const long = 'Очень длинно. '.repeat(Math.ceil(CHAT_TEXT_MAX / 14) + 1);
    const tooLong = await postForm(c, '/notifications', { [CSRF_FIELD]: token, intent: 'chat', text: long });
    expect(tooLong.statusCode).toBe(422);
    expect(fieldErrors(tooLong.body)).toEqual([ru.chat.textLong(CHAT_TEXT_MAX)]);
    expect(composerText(tooLong.body)).toBe(long);
    // The notices' own alert says nothing of the line.
    expect(tooLong.body).not.toContain(ru.chat.notifications.markError);
    expect(await linesOf(user.id)).toEqual([]);
  });

  it('without the CSRF field, or with another visitor’s: 419 under the field, the text kept, nothing sent', async () => {
    const { user, c } = await participant();
    const missing = await postForm(c, '/notifications', { intent: 'chat', text: 'Здравствуйте' });
    expect(missing.statusCode).toBe(419);
    expect(fieldErrors(missing.body)).toEqual([ru.errors.csrf]);
    expect(composerText(missing.body)).toBe('Здравствуйте');
    const foreign = await postForm(c, '/notifications', {
      [CSRF_FIELD]: await foreignToken(),
      intent: 'chat',
      text: 'Здравствуйте',
    });
    expect(foreign.statusCode).toBe(419);
    expect(await linesOf(user.id)).toEqual([]);
  });
});

describe('POST /vacancies as a form (the empty state’s subscription to the filters)', () => {
  /** A search no vacancy matches, so the empty state and its form show. */
  const nothing = () => `/vacancies?q=${encodeURIComponent(`нет-такой-${++seq}`)}&format=1`;

  async function participantAt(url: string) {
    const user = await makeUser(t.db);
    const { c } = await signedIn(user);
    return { c, token: await tokenOf(c, url) };
  }

  const subscriptionsOf = (email: string) =>
    t.db.select().from(vacancySubscriptions).where(eq(vacancySubscriptions.email, email));

  it('the empty state holds a real form posting to the list’s address, filters and all', async () => {
    const url = nothing();
    const { c } = await participantAt(url);
    const res = await c.get(url);
    expectRealForm(res.body, url.replace('&', '&amp;'));
    expect(res.body).toMatch(/<input[^>]*name="email"/);
  });

  it('an e-mail: the API’s confirmation in place of the form, the subscription kept with the page’s filters', async () => {
    const url = nothing();
    const { c, token } = await participantAt(url);
    const email = `sub.${seq}@example.ru`;
    const res = await postForm(c, url, { [CSRF_FIELD]: token, email: ` ${email} ` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(ru.vacancies.subscribed);
    expect(res.body).not.toMatch(/<input[^>]*name="email"/);
    const [row] = await subscriptionsOf(email);
    expect(row?.filters).toMatchObject({
      title: new URL(url, 'http://x').searchParams.get('q'),
      work_formats: [1],
    });
  });

  it('not an e-mail: 422 under the field, what was typed kept, nothing kept', async () => {
    const url = nothing();
    const { c, token } = await participantAt(url);
    const res = await postForm(c, url, { [CSRF_FIELD]: token, email: 'anna-at-mail' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual([ru.validation.email]);
    expect(res.body).toContain('value="anna-at-mail"');
  });

  it('without the CSRF field, or with another visitor’s: 419 under the field, the e-mail kept, nothing kept', async () => {
    const url = nothing();
    const { c } = await participantAt(url);
    const email = `csrf.${seq}@example.ru`;
    const missing = await postForm(c, url, { email });
    expect(missing.statusCode).toBe(419);
    expect(fieldErrors(missing.body)).toEqual([ru.errors.csrf]);
    expect(missing.body).toContain(`value="${email}"`);
    const foreign = await postForm(c, url, { [CSRF_FIELD]: await foreignToken(), email });
    expect(foreign.statusCode).toBe(419);
    expect(await subscriptionsOf(email)).toHaveLength(0);
  });
});
