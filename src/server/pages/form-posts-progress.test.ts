/**
 * /progress's meeting times as native form posts (decision 052), through the built web app (`npm run
 * build` first): each time of the slot picker is a link to its one confirmation (`?slot-pick=<id>`,
 * decision 067), a real form whose button posts `intent=slot-<id>`; a booking or a move answers 303
 * back to the page with the outcome, a refusal (the time taken meanwhile, too late to move) draws the
 * page again with the API's Russian message and status, the CSRF field is checked, and a booking sent
 * twice books once. «Не смогу прийти» (confirmed the same way) and «Нет подходящего времени» post
 * `intent=slot-cancel|slot-no-time`. /mobile's picker posts to /mobile and leads back there.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FIELD } from '#shared/page-render.ts';
import {
  candidateHistory,
  candidateStages,
  candidates,
  feedback,
  messages,
  slotBookings,
} from '../db/schema.ts';
import { now, resetClock, setClock } from '../lib/clock.ts';
import { builtWebApp, tokenOf, postForm, signInByForm } from '../test/form-post.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { makeUser, signedInClient } from '../test/factories.ts';
import { makeCandidate, makeVacancy } from '../test/screening-factories.ts';

const dist = builtWebApp();

let t: TestApp;
let recruiter: Client;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
  recruiter = (await signedInClient(t.app, t.db, 'recruiter')).c;
});
afterEach(() => resetClock());
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(now().getTime() + h * HOUR).toISOString();

let seq = 0;
/** A visitor's browser: its own address, its cookies kept. */
const visitor = () => client(t.app, { ip: `10.53.${++seq % 250}.${(seq * 7) % 250}` });

/** A position whose assessment (stage 4) takes booked times, with the times published. */
async function positionWithTimes(times: { inHours: number; capacity: number }[]) {
  const v = await makeVacancy(t.db, { pipeline: [1, 4, 5, 6, 7] });
  const ids: number[] = [];
  for (const time of times) {
    const res = await recruiter.post(`/api/dashboard/vacancies/${v.vacancy.id}/slots`, {
      n: 4,
      starts_at: inHours(time.inHours),
      place: 'Москва, Павелецкая площадь, 2',
      capacity: time.capacity,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push((res.data.data as { id: number; starts_at: string }[]).at(-1)!.id);
  }
  return { v, ids };
}

/** A participant at the position's assessment, signed in through the sign-in page's form. */
async function participantAt(v: Awaited<ReturnType<typeof makeVacancy>>) {
  const user = await makeUser(t.db);
  const candidate = await makeCandidate(
    t.db,
    user.id,
    v,
    { 1: 'success', 4: 'awaiting' },
    { status: 'assigned' },
  );
  const c = visitor();
  await signInByForm(c, user);
  return { c, user, candidate };
}

const assessmentOf = async (candidateId: number) =>
  (
    await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, 4)))
  )[0]!;

const seatsOf = (candidateId: number) =>
  t.db.select().from(slotBookings).where(eq(slotBookings.candidateId, candidateId));

describe('the slot picker on /progress is a real form', () => {
  it('each time links to its confirmation, whose submit button names the slot, with the page’s token', async () => {
    const { v, ids } = await positionWithTimes([
      { inHours: 72, capacity: 2 },
      { inHours: 96, capacity: 2 },
    ]);
    const { c } = await participantAt(v);
    const res = await c.get('/progress');
    expect(res.statusCode).toBe(200);
    for (const id of ids)
      expect(res.body).toMatch(new RegExp(`<a[^>]*href="/progress\\?slot-pick=${id}#slot-picker"`));
    // Nothing is booked by one press: no time's button on the list itself.
    expect(res.body).not.toMatch(/value="slot-\d+"/);
    // «Нет подходящего времени» is a form of its own.
    expect(res.body).toMatch(/<button[^>]*value="slot-no-time"[^>]*>/);
    const ask = await c.get(`/progress?slot-pick=${ids[1]}`);
    expect(ask.body).toContain('Записаться на это время?');
    expect(ask.body).toMatch(
      /<form[^>]*method="post"[^>]*action="\/progress\?slot-pick=\d+"|<form[^>]*action="\/progress\?slot-pick=\d+"[^>]*method="post"/,
    );
    const button = new RegExp(`<button[^>]*value="slot-${ids[1]}"[^>]*>`).exec(ask.body)?.[0];
    expect(button).toMatch(/type="submit"/);
    expect(button).toMatch(/name="intent"/);
    expect(ask.body).not.toMatch(new RegExp(`value="slot-${ids[0]}"`));
    for (const submit of ask.body.match(/<button[^>]*type="submit"[^>]*>/g) ?? [])
      expect(submit).not.toMatch(/disabled/);
    expect(ask.body).toContain(`name="${CSRF_FIELD}"`);
  });
});

describe('POST /progress as a form: a meeting time', () => {
  it('books: 303 back to the page saying so; sent twice, one seat, one notice', async () => {
    const { v, ids } = await positionWithTimes([{ inHours: 72, capacity: 3 }]);
    const { c, user, candidate } = await participantAt(v);
    const token = await tokenOf(c, '/progress');
    const fields = { [CSRF_FIELD]: token, intent: `slot-${ids[0]}` };
    const first = await postForm(c, '/progress', fields);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/progress?slot=booked#slot-picker');
    const second = await postForm(c, '/progress', fields);
    expect(second.statusCode).toBe(303);
    expect(await seatsOf(candidate.id)).toHaveLength(1);
    const stage = await assessmentOf(candidate.id);
    expect([stage.status, stage.slot?.slot_id]).toEqual(['assigned', ids[0]]);
    expect(await t.db.select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(1);
    const page = await c.get('/progress?slot=booked');
    expect(page.body).toContain('Вы записаны. Файл для календаря — в блоке «Время и место».');
    expect(page.body).toContain('Перенести встречу');
  });

  it('moves: 303 with «Встреча перенесена», the stage reassigned to the new time', async () => {
    const { v, ids } = await positionWithTimes([
      { inHours: 72, capacity: 3 },
      { inHours: 96, capacity: 3 },
    ]);
    const { c, candidate } = await participantAt(v);
    const token = await tokenOf(c, '/progress');
    expect(
      (await postForm(c, '/progress', { [CSRF_FIELD]: token, intent: `slot-${ids[0]}` })).statusCode,
    ).toBe(303);
    // The confirmation of a booked meeting's other time says it moves it.
    const page = await c.get(`/progress?slot-pick=${ids[1]}`);
    expect(page.body).toContain('Перенести встречу на это время?');
    expect(page.body).toMatch(/name="moving" value="1"/);
    const res = await postForm(c, '/progress?slot=booked', {
      [CSRF_FIELD]: token,
      moving: '1',
      intent: `slot-${ids[1]}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/progress?slot=moved#slot-picker');
    const stage = await assessmentOf(candidate.id);
    expect([stage.status, stage.slot?.slot_id]).toEqual(['reassigned', ids[1]]);
    expect((await seatsOf(candidate.id)).map((s) => s.slotId)).toEqual([ids[1]]);
    expect((await c.get('/progress?slot=moved')).body).toContain('Встреча перенесена.');
  });

  it('a time taken meanwhile: 409, the page again with the Russian message and the times still open', async () => {
    const { v, ids } = await positionWithTimes([
      { inHours: 72, capacity: 1 },
      { inHours: 96, capacity: 1 },
    ]);
    const a = await participantAt(v);
    const b = await participantAt(v);
    const tokenB = await tokenOf(b.c, '/progress');
    const tokenA = await tokenOf(a.c, '/progress');
    expect(
      (await postForm(a.c, '/progress', { [CSRF_FIELD]: tokenA, intent: `slot-${ids[0]}` })).statusCode,
    ).toBe(303);
    const res = await postForm(b.c, '/progress', { [CSRF_FIELD]: tokenB, intent: `slot-${ids[0]}` });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Это время только что заняли. Выберите другое из свободных');
    expect(res.body).toMatch(new RegExp(`slot-pick=${ids[1]}#slot-picker`));
    expect(res.body).not.toMatch(new RegExp(`slot-pick=${ids[0]}#slot-picker`));
    expect(await seatsOf(b.candidate.id)).toHaveLength(0);
    expect((await assessmentOf(b.candidate.id)).status).toBe('awaiting');
  });

  it('too late to move: 422 with the cut-off in Russian, the booking kept', async () => {
    const { v, ids } = await positionWithTimes([
      { inHours: 30, capacity: 3 },
      { inHours: 100, capacity: 3 },
    ]);
    const { c, candidate } = await participantAt(v);
    const token = await tokenOf(c, '/progress');
    expect(
      (await postForm(c, '/progress', { [CSRF_FIELD]: token, intent: `slot-${ids[0]}` })).statusCode,
    ).toBe(303);
    setClock({ advanceMs: 7 * HOUR }); // 23 hours before the booked time, past the 24-hour cut-off
    const res = await postForm(c, '/progress', {
      [CSRF_FIELD]: token,
      moving: '1',
      intent: `slot-${ids[1]}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(
      'Перенести встречу уже нельзя: это можно сделать не позже чем за 24 часа до неё',
    );
    expect(res.body).not.toContain('Встреча перенесена.');
    expect((await assessmentOf(candidate.id)).slot?.slot_id).toBe(ids[0]);
  });

  it('«Не смогу прийти»: a link to its confirmation, which posts slot-cancel: 303 saying so, the seat free', async () => {
    const { v, ids } = await positionWithTimes([{ inHours: 72, capacity: 3 }]);
    const { c, candidate } = await participantAt(v);
    const token = await tokenOf(c, '/progress');
    await postForm(c, '/progress', { [CSRF_FIELD]: token, intent: `slot-${ids[0]}` });
    expect((await c.get('/progress?slot=booked')).body).toMatch(
      /<a[^>]*href="\/progress\?slot-pick=cancel#slot-picker"/,
    );
    const ask = await c.get('/progress?slot-pick=cancel');
    expect(ask.body).toContain('Отменить запись?');
    expect(ask.body).toMatch(/<button[^>]*value="slot-cancel"[^>]*>/);
    const res = await postForm(c, '/progress?slot-pick=cancel', {
      [CSRF_FIELD]: token,
      intent: 'slot-cancel',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/progress?slot=cancelled#slot-picker');
    expect(await seatsOf(candidate.id)).toHaveLength(0);
    expect((await assessmentOf(candidate.id)).status).toBe('need_reassign');
    const page = (await c.get('/progress?slot=cancelled')).body;
    expect(page).toContain('Запись отменена. Рекрутер знает, что вы не сможете прийти.');
    // Nothing left to give up: the same post again is refused in Russian.
    const again = await postForm(c, '/progress', { [CSRF_FIELD]: token, intent: 'slot-cancel' });
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain('У вас нет записи на встречу, которую можно отменить');
  });

  it('«Нет подходящего времени»: 303, then the page says it was sent and by when the team answers', async () => {
    const { v } = await positionWithTimes([{ inHours: 72, capacity: 3 }]);
    const { c } = await participantAt(v);
    const token = await tokenOf(c, '/progress');
    const res = await postForm(c, '/progress', { [CSRF_FIELD]: token, intent: 'slot-no-time' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/progress?slot=no-time#slot-picker');
    const page = (await c.get('/progress?slot=no-time')).body;
    expect(page).toMatch(
      /Мы сообщили рекрутеру, что предложенное время вам не подходит\. Ответим не позже \d{2}\.\d{2}\.\d{4} \([а-я]{2}\)\./,
    );
    expect(page).not.toMatch(/value="slot-no-time"/);
  });

  it('the CSRF field: missing or another visitor’s, 419 and nothing booked', async () => {
    const { v, ids } = await positionWithTimes([{ inHours: 72, capacity: 3 }]);
    const { c, candidate } = await participantAt(v);
    await tokenOf(c, '/progress');
    const missing = await postForm(c, '/progress', { intent: `slot-${ids[0]}` });
    expect(missing.statusCode).toBe(419);
    expect(missing.body).toContain('Страница устарела');
    const foreign = await tokenOf(visitor(), '/email_login');
    const other = await postForm(c, '/progress', { [CSRF_FIELD]: foreign, intent: `slot-${ids[0]}` });
    expect(other.statusCode).toBe(419);
    expect(await seatsOf(candidate.id)).toHaveLength(0);
    expect(
      await t.db.select().from(candidateHistory).where(eq(candidateHistory.candidateId, candidate.id)),
    ).toEqual([]);
  });

  it('an intent no form sends changes nothing: 400, the offer not declined', async () => {
    const v = await makeVacancy(t.db);
    const user = await makeUser(t.db);
    const candidate = await makeCandidate(t.db, user.id, v, {
      1: 'success',
      2: 'success',
      3: 'success',
      4: 'success',
      5: 'success',
      6: 'success',
      7: 'awaiting',
    });
    const c = visitor();
    await signInByForm(c, user);
    const token = await tokenOf(c, '/progress?offer=decline');
    const res = await postForm(c, '/progress', { [CSRF_FIELD]: token, intent: 'offer-maybe' });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row!.status).toBe('awaiting');
  });
});

describe('POST /mobile as a form: the same picker on the phone’s home', () => {
  it('books and leads back to /mobile', async () => {
    const { v, ids } = await positionWithTimes([{ inHours: 72, capacity: 3 }]);
    const { c, candidate } = await participantAt(v);
    const token = await tokenOf(c, '/progress');
    const res = await postForm(c, '/mobile', { [CSRF_FIELD]: token, intent: `slot-${ids[0]}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/mobile?slot=booked#slot-picker');
    expect((await assessmentOf(candidate.id)).slot?.slot_id).toBe(ids[0]);
  });
});

describe('POST /progress as a form: the stage survey', () => {
  /** A participant whose assessment passed: its survey is due. */
  async function surveyDue() {
    const v = await makeVacancy(t.db, { pipeline: [1, 4, 5, 6, 7] });
    const user = await makeUser(t.db);
    await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 4: 'success', 5: 'awaiting' },
      { status: 'assigned' },
    );
    const c = visitor();
    await signInByForm(c, user);
    return { c, user };
  }
  const answersOf = (userId: number) => t.db.select().from(feedback).where(eq(feedback.userId, userId));

  it('the page links to the form; the form has the scores as radio buttons, none of its buttons disabled', async () => {
    const { c } = await surveyDue();
    expect((await c.get('/progress')).body).toMatch(/<a[^>]*href="\/progress\?survey=assessment#survey"/);
    const form = await c.get('/progress?survey=assessment');
    expect(form.body).toMatch(/<form[^>]*action="\/progress\?survey=assessment"/);
    expect(form.body.match(/<input[^>]*type="radio"[^>]*name="score"/g)).toHaveLength(5);
    expect(form.body).toContain('Как вам ассессмент?');
    for (const button of form.body.match(/<button[^>]*type="submit"[^>]*>/g) ?? [])
      expect(button).not.toMatch(/disabled/);
  });

  it('without a score: 422, the API’s Russian text and the comment kept; with one: 303 and the thanks; sent twice, one answer', async () => {
    const { c, user } = await surveyDue();
    const token = await tokenOf(c, '/progress?survey=assessment');
    const fields = { [CSRF_FIELD]: token, survey: 'assessment', comment: 'Всё понятно' };
    const refused = await postForm(c, '/progress?survey=assessment', { ...fields, intent: 'survey' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Оценка — целое число от 1 до 5');
    expect(refused.body).toContain('Всё понятно');
    expect(await answersOf(user.id)).toHaveLength(0);

    const sent = await postForm(c, '/progress?survey=assessment', {
      ...fields,
      score: '4',
      intent: 'survey',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/progress?survey=sent');
    expect((await c.get('/progress?survey=sent')).body).toContain('Спасибо за ответ!');
    const again = await postForm(c, '/progress?survey=assessment', {
      ...fields,
      score: '5',
      intent: 'survey',
    });
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain('Вы уже ответили');
    expect((await answersOf(user.id)).map((a) => a.score)).toEqual([4]);
  });

  it('«Пропустить» records the skip; a missing or foreign token changes nothing (419)', async () => {
    const { c, user } = await surveyDue();
    const token = await tokenOf(c, '/progress?survey=assessment');
    const fields = { survey: 'assessment', intent: 'survey-skip' };
    expect((await postForm(c, '/progress?survey=assessment', fields)).statusCode).toBe(419);
    const foreign = await tokenOf(visitor(), '/email_login');
    expect(
      (await postForm(c, '/progress?survey=assessment', { ...fields, [CSRF_FIELD]: foreign })).statusCode,
    ).toBe(419);
    expect(await answersOf(user.id)).toHaveLength(0);
    const skipped = await postForm(c, '/progress?survey=assessment', { ...fields, [CSRF_FIELD]: token });
    expect(skipped.statusCode).toBe(303);
    expect(await answersOf(user.id)).toHaveLength(1);
  });
});

describe('POST /vacancies as a form: the survey due after an ended record', () => {
  it('the form posts to /vacancies: a missing score drawn there in Russian (422), then 303 with the thanks', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 4] });
    const user = await makeUser(t.db);
    const candidate = await makeCandidate(t.db, user.id, v, { 1: 'success', 3: 'denied_final' });
    await t.db.update(candidates).set({ status: 'denied_final' }).where(eq(candidates.id, candidate.id));
    const c = visitor();
    await signInByForm(c, user);
    expect((await c.get('/vacancies')).body).toMatch(/<a[^>]*href="\/vacancies\?survey=test-fail#survey"/);
    const page = await c.get('/vacancies?survey=test-fail');
    expect(page.body).toMatch(/<form[^>]*action="\/vacancies\?survey=test-fail"/);
    const token = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(page.body)![1]!;
    const fields = { [CSRF_FIELD]: token, survey: 'test-fail', comment: 'Мало времени', intent: 'survey' };
    const refused = await postForm(c, '/vacancies?survey=test-fail', fields);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Оценка — целое число от 1 до 5');
    expect(refused.body).toContain('Мало времени');
    const sent = await postForm(c, '/vacancies?survey=test-fail', { ...fields, score: '2' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/vacancies?survey=sent');
    expect(
      (await t.db.select().from(feedback).where(eq(feedback.userId, user.id))).map((a) => a.score),
    ).toEqual([2]);
  });
});

describe('what needs the scripts by nature says so without them', () => {
  /** The text inside the page's <noscript>, or null. */
  const noscript = (html: string) => /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? null;

  it('the online test waiting to start: the clock needs JavaScript', async () => {
    const v = await makeVacancy(t.db, {
      pipeline: [1, 3, 4],
      settings: {
        3: { time_limit_minutes: 20, questions: [{ text: '2 + 2?', choices: ['3', '4'], correct: 1 }] },
      },
    });
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    await makeCandidate(t.db, user.id, v, { 1: 'success', 3: 'awaiting' }, { status: 'assigned' });
    const page = await c.get('/progress');
    expect(page.statusCode).toBe(200);
    expect(noscript(page.body)).toContain('Для онлайн-теста нужен JavaScript');
  });

  it('the video CV waiting for answers: recording and sending a file need JavaScript', async () => {
    const v = await makeVacancy(t.db, {
      pipeline: [1, 2, 3],
      settings: {
        2: { questions: [{ text: 'Расскажите о себе', think_seconds: 30, answer_seconds: 90, retakes: 1 }] },
      },
    });
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    await makeCandidate(t.db, user.id, v, { 1: 'success', 2: 'awaiting' }, { status: 'assigned' });
    const page = await c.get('/progress');
    expect(page.statusCode).toBe(200);
    expect(noscript(page.body)).toContain('Для видеорезюме нужен JavaScript');
  });
});
