import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANT_CHAT_LINK } from '#shared/domain/chat.ts';
import { ru } from '#shared/i18n/ru.ts';
import { chatMessages, chatThreads, liveEvents, messages, users, vacancies } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { eraseChatOf, PARTICIPANT_CHAT_LIMIT } from './chat.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A participant signed in, with a candidate record on a vacancy whose responsible recruiter is given. */
async function aCandidate(opts: { recruiterId?: number } = {}) {
  const p = await signedInClient(t.app, t.db, 'participant');
  const v = await makeVacancy(t.db, { pipeline: [1, 2] });
  if (opts.recruiterId)
    await t.db.update(vacancies).set({ recruiterId: opts.recruiterId }).where(eq(vacancies.id, v.vacancy.id));
  const cand = await makeCandidate(t.db, p.user.id, v);
  return { ...p, candidate: cand, vacancyId: v.vacancy.id };
}

const noticesOf = (userId: number) => t.db.select().from(messages).where(eq(messages.userId, userId));
const chatUrl = (id: number) => `/api/dashboard/users/${id}/chat`;

describe('staff chat calls: who may call and whom they reach', () => {
  it('401 signed out; 403 for a participant and a manager on every staff call', async () => {
    const p = await aCandidate();
    for (const [method, url] of [
      ['GET', chatUrl(p.user.id)],
      ['POST', `${chatUrl(p.user.id)}/create`],
      ['POST', chatUrl(p.user.id)],
    ] as const) {
      expect(
        (await client(t.app).request(method, url, method === 'POST' ? { text: 'Привет' } : undefined))
          .statusCode,
        url,
      ).toBe(401);
      for (const role of ['participant', 'manager'] as const) {
        const { c } = await signedInClient(t.app, t.db, role);
        expect(
          (await c.request(method, url, method === 'POST' ? { text: 'Привет' } : undefined)).statusCode,
          `${role} ${url}`,
        ).toBe(403);
      }
    }
    expect(await t.db.select().from(chatThreads).where(eq(chatThreads.participantId, p.user.id))).toEqual([]);
  });

  it('404 for an unknown id, a staff id and an anonymised participant; a recruiter reaches only participants with a record, an admin any', async () => {
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    const admin = await signedInClient(t.app, t.db, 'admin');
    const staff = await makeUser(t.db, { role: 'manager' });
    const bare = await makeUser(t.db);
    const gone = await aCandidate();
    await t.db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.id, gone.user.id));
    for (const id of [2_000_000_000, staff.id, gone.user.id, recruiter.user.id]) {
      for (const who of [recruiter, admin]) {
        expect((await who.c.get(chatUrl(id))).statusCode, `get ${id}`).toBe(404);
        expect((await who.c.post(chatUrl(id), { text: 'Привет' })).statusCode, `post ${id}`).toBe(404);
        expect((await who.c.post(`${chatUrl(id)}/create`, {})).statusCode, `create ${id}`).toBe(404);
      }
    }
    expect((await recruiter.c.get(chatUrl(bare.id))).statusCode).toBe(404);
    expect((await recruiter.c.post(chatUrl(bare.id), { text: 'Привет' })).statusCode).toBe(404);
    const forAdmin = await admin.c.get(chatUrl(bare.id));
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.data.data).toMatchObject({
      participant: { id: bare.id, name: 'Тест Тестов' },
      opened: false,
      messages: [],
      has_more: false,
    });
  });

  it('422 in Russian for an empty, blank or too long text, a bad id, cursor or page size', async () => {
    const p = await aCandidate();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    for (const body of [{}, { text: '' }, { text: '   \n ' }, { text: 42 }]) {
      const res = await c.post(chatUrl(p.user.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.data.errors.text).toEqual([ru.chat.text]);
    }
    const long = await c.post(chatUrl(p.user.id), { text: 'я'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.data.errors.text).toEqual([ru.chat.textLong(2000)]);
    expect((await c.post(`${chatUrl(p.user.id)}/create`, { text: '  ' })).statusCode).toBe(422);
    expect((await c.get('/api/dashboard/users/abc/chat')).statusCode).toBe(422);
    expect((await c.get(`${chatUrl(p.user.id)}?before=0`)).data.errors.before).toEqual([ru.chat.cursor]);
    expect((await c.get(`${chatUrl(p.user.id)}?limit=101`)).data.errors.limit).toEqual([ru.chat.limit]);
    expect(await t.db.select().from(chatThreads).where(eq(chatThreads.participantId, p.user.id))).toEqual([]);
  });
});

describe('staff write, the participant reads and answers', () => {
  it('chat/create opens the thread once (201, then 200); with a text it is the first line', async () => {
    const p = await aCandidate();
    const { c, user } = await signedInClient(t.app, t.db, 'recruiter');
    const first = await c.post(`${chatUrl(p.user.id)}/create`, {});
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data.data).toMatchObject({ opened: true, messages: [] });
    const again = await c.post(`${chatUrl(p.user.id)}/create`, { text: '  Здравствуйте!  ' });
    expect(again.statusCode).toBe(200);
    expect(again.data.data.messages).toEqual([
      expect.objectContaining({ text: 'Здравствуйте!', from: 'staff', mine: true, read_at: null }),
    ]);
    const [thread] = await t.db.select().from(chatThreads).where(eq(chatThreads.participantId, p.user.id));
    expect(thread!.openedBy).toBe(user.id);
  });

  it('a recruiter’s line reaches the participant’s thread and notifications; reading marks it read', async () => {
    const p = await aCandidate();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const sent = await c.post(chatUrl(p.user.id), {
      text: 'Добрый день! Подтвердите, пожалуйста, время интервью.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.data.data).toMatchObject({ from: 'staff', mine: true, author: 'Тест Тестов', read_at: null });
    expect(await noticesOf(p.user.id)).toEqual([
      expect.objectContaining({
        title: ru.chat.notice.toParticipantTitle,
        text: 'Добрый день! Подтвердите, пожалуйста, время интервью.',
        link: PARTICIPANT_CHAT_LINK,
        isRead: false,
      }),
    ]);
    const mine = await p.c.get('/api/chat');
    expect(mine.statusCode).toBe(200);
    expect(mine.data.data.messages).toEqual([
      expect.objectContaining({
        id: sent.data.data.id,
        from: 'staff',
        mine: false,
        read_at: expect.any(String),
      }),
    ]);
    const staffView = await c.get(chatUrl(p.user.id));
    expect(staffView.data.data.messages[0].read_at).not.toBeNull();
  });

  it('the participant’s answer notifies the staff member who wrote last, with a link to the card’s chat', async () => {
    const responsible = await makeUser(t.db, { role: 'recruiter' });
    const p = await aCandidate({ recruiterId: responsible.id });
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    const admin = await signedInClient(t.app, t.db, 'admin');
    await recruiter.c.post(chatUrl(p.user.id), { text: 'Первый вопрос' });
    await admin.c.post(chatUrl(p.user.id), { text: 'Уточнение от администратора' });
    const answer = await p.c.post('/api/chat', { text: 'Спасибо, всё подходит' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.data.data).toMatchObject({
      from: 'participant',
      mine: true,
      text: 'Спасибо, всё подходит',
    });
    expect(await noticesOf(admin.user.id)).toEqual([
      expect.objectContaining({
        title: ru.chat.notice.toStaffTitle('Тест Тестов'),
        text: 'Спасибо, всё подходит',
        link: `/admin/positions/${p.vacancyId}/candidates/${p.candidate.id}#chat`,
      }),
    ]);
    expect(await noticesOf(recruiter.user.id)).toEqual([]);
    expect(await noticesOf(responsible.id)).toEqual([]);
    // The recruiter writes again: now the answer goes to them, under the recruiter's pages.
    await recruiter.c.post(chatUrl(p.user.id), { text: 'Ещё вопрос' });
    await p.c.post('/api/chat', { text: 'Отвечаю' });
    expect((await noticesOf(recruiter.user.id)).map((m) => m.link)).toEqual([
      `/recruiter/positions/${p.vacancyId}/candidates/${p.candidate.id}#chat`,
    ]);
    const staffView = await recruiter.c.get(chatUrl(p.user.id));
    expect(
      staffView.data.data.messages.map((m: { text: string; from: string; mine: boolean }) => [
        m.text,
        m.from,
        m.mine,
      ]),
    ).toEqual([
      ['Первый вопрос', 'staff', true],
      ['Уточнение от администратора', 'staff', false],
      ['Спасибо, всё подходит', 'participant', false],
      ['Ещё вопрос', 'staff', true],
      ['Отвечаю', 'participant', false],
    ]);
  });

  it('a participant may write first: the thread opens, the responsible recruiter hears of it; with no recruiter nobody does', async () => {
    const responsible = await makeUser(t.db, { role: 'recruiter' });
    const p = await aCandidate({ recruiterId: responsible.id });
    const res = await p.c.post('/api/chat', { text: 'Здравствуйте! Когда будут результаты теста?' });
    expect(res.statusCode, res.body).toBe(201);
    const [thread] = await t.db.select().from(chatThreads).where(eq(chatThreads.participantId, p.user.id));
    expect(thread!.openedBy).toBe(p.user.id);
    expect((await noticesOf(responsible.id)).map((m) => m.text)).toEqual([
      'Здравствуйте! Когда будут результаты теста?',
    ]);
    expect(await noticesOf(p.user.id)).toEqual([]);

    const alone = await aCandidate();
    const before = (await t.db.select().from(messages)).length;
    expect((await alone.c.post('/api/chat', { text: 'Есть кто-нибудь?' })).statusCode).toBe(201);
    expect((await t.db.select().from(messages)).length).toBe(before);
    const staff = await signedInClient(t.app, t.db, 'recruiter');
    expect(
      (await staff.c.get(chatUrl(alone.user.id))).data.data.messages.map((m: { text: string }) => m.text),
    ).toEqual(['Есть кто-нибудь?']);
  });

  it('a deactivated last writer is skipped for the responsible recruiter', async () => {
    const responsible = await makeUser(t.db, { role: 'recruiter' });
    const p = await aCandidate({ recruiterId: responsible.id });
    const gone = await signedInClient(t.app, t.db, 'recruiter');
    await gone.c.post(chatUrl(p.user.id), { text: 'Напишите, если будут вопросы' });
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id));
    await p.c.post('/api/chat', { text: 'Вопрос есть' });
    expect(await noticesOf(gone.user.id)).toEqual([]);
    expect((await noticesOf(responsible.id)).map((m) => m.text)).toEqual(['Вопрос есть']);
  });
});

describe('the participant’s side: /api/chat', () => {
  it('401 signed out; 403 for every staff role; 422 for an empty text', async () => {
    expect((await client(t.app).get('/api/chat')).statusCode).toBe(401);
    expect((await client(t.app).post('/api/chat', { text: 'Привет' })).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get('/api/chat')).statusCode, role).toBe(403);
      expect((await c.post('/api/chat', { text: 'Привет' })).statusCode, role).toBe(403);
    }
    const p = await aCandidate();
    const empty = await p.c.post('/api/chat', { text: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors.text).toEqual([ru.chat.text]);
  });

  it('no thread yet: an empty, unopened thread of the caller', async () => {
    const p = await aCandidate();
    const res = await p.c.get('/api/chat');
    expect(res.data.data).toEqual({
      participant: { id: p.user.id, name: 'Тест Тестов' },
      opened: false,
      opened_at: null,
      messages: [],
      has_more: false,
    });
  });

  it('pages back with `before`: newest last, `has_more` until the first line', async () => {
    const p = await aCandidate();
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    for (let i = 1; i <= 5; i++)
      expect((await c.post(chatUrl(p.user.id), { text: `Строка ${i}` })).statusCode).toBe(201);
    const last = await p.c.get('/api/chat?limit=2');
    expect(last.data.data.messages.map((m: { text: string }) => m.text)).toEqual(['Строка 4', 'Строка 5']);
    expect(last.data.data.has_more).toBe(true);
    const middle = await p.c.get(`/api/chat?limit=2&before=${last.data.data.messages[0].id}`);
    expect(middle.data.data.messages.map((m: { text: string }) => m.text)).toEqual(['Строка 2', 'Строка 3']);
    const first = await p.c.get(`/api/chat?limit=2&before=${middle.data.data.messages[0].id}`);
    expect(first.data.data.messages.map((m: { text: string }) => m.text)).toEqual(['Строка 1']);
    expect(first.data.data.has_more).toBe(false);
  });

  it('a participant writing too often gets 429 in Russian, and the line is not stored', async () => {
    const p = await aCandidate();
    for (let i = 0; i < PARTICIPANT_CHAT_LIMIT.max; i++)
      expect((await p.c.post('/api/chat', { text: `Сообщение ${i}` })).statusCode).toBe(201);
    const res = await p.c.post('/api/chat', { text: 'Лишнее' });
    expect(res.statusCode).toBe(429);
    expect(res.data.message).toMatch(/слишком часто/);
    expect(res.headers['retry-after']).toBeDefined();
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.participantId, p.user.id));
    expect(stored).toHaveLength(PARTICIPANT_CHAT_LIMIT.max);
  });
});

describe('eraseChatOf (consent withdrawal)', () => {
  it('deletes the thread, every line and the staff notices that quoted them; other chats stay', async () => {
    const p = await aCandidate();
    const other = await aCandidate();
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    for (const x of [p, other]) {
      await recruiter.c.post(chatUrl(x.user.id), { text: 'Вопрос' });
      await x.c.post('/api/chat', { text: 'Мой личный ответ' });
    }
    expect(await noticesOf(recruiter.user.id)).toHaveLength(2);
    await t.db.transaction((tx) => eraseChatOf(tx, p.user.id));
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.participantId, p.user.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(chatThreads).where(eq(chatThreads.participantId, p.user.id))).toEqual([]);
    const left = await noticesOf(recruiter.user.id);
    expect(left.map((m) => m.link)).toEqual([
      `/recruiter/positions/${other.vacancyId}/candidates/${other.candidate.id}#chat`,
    ]);
    // The live stream's copies of the recruiter's notices go with them (decision 030).
    const live = await t.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, recruiter.user.id), eq(liveEvents.kind, 'notice')));
    expect(live.map((e) => (e.data as { message: { link: string } }).message.link)).toEqual([
      `/recruiter/positions/${other.vacancyId}/candidates/${other.candidate.id}#chat`,
    ]);
    expect(
      await t.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.participantId, other.user.id))),
    ).toHaveLength(2);
  });
});
