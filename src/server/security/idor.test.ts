/**
 * Object-level access (ASVS V8.2.2, OWASP API1): whatever a caller sends, an answer only ever holds
 * the caller's own records. Two participants, each with a screening, stages, messages and feedback;
 * every participant call made by one must show nothing of the other, and ids in queries or bodies
 * must not widen what is read or changed. Each new call that reads or writes owned records adds its
 * case here (see docs/security.md).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateManagers,
  candidates,
  candidateStages,
  feedback,
  messages,
  users,
  vacancies,
  vacancyManagers,
} from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { registrationBody, signedInClient, type MadeUser } from '../test/factories.ts';
import type { Client } from '../test/client.ts';
import { makeCandidate, makeVacancy } from '../test/screening-factories.ts';
import { makePost } from '../modules/posts/posts-test-kit.ts';

let t: TestApp;
type Person = { c: Client; user: MadeUser; vacancyId: number; candidateId: number };
let a: Person;
let b: Person;

async function participantWithRecords(title: string, messageTitle: string): Promise<Person> {
  const { c, user } = await signedInClient(t.app, t.db, 'participant', { needHowKnow: true });
  const [v] = await t.db
    .insert(vacancies)
    .values({ title, department: 1, workFormat: 1, hours: 40, status: 'open' })
    .returning();
  const [cand] = await t.db
    .insert(candidates)
    .values({ userId: user.id, vacancyId: v!.id, status: 'awaiting' })
    .returning();
  await t.db.insert(candidateStages).values(
    [1, 2, 3].map((n) => ({
      candidateId: cand!.id,
      n,
      status: n === 1 ? ('eval' as const) : ('none' as const),
    })),
  );
  await t.db.insert(messages).values({ userId: user.id, title: messageTitle, text: 'Личное сообщение' });
  return { c, user, vacancyId: v!.id, candidateId: cand!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await participantWithRecords('Вакансия участника А', 'Сообщение для А');
  b = await participantWithRecords('Вакансия участника Б', 'Сообщение для Б');
});
afterAll(() => t.close());

const mentionsB = (body: string) =>
  body.includes('участника Б') ||
  body.includes('Сообщение для Б') ||
  body.includes(b.user.email) ||
  body.includes(`"id":${b.candidateId},`);

describe('a participant sees only their own records', () => {
  it('/api/users/info is the caller, whatever id is slipped into the query', async () => {
    const res = await a.c.get(`/api/users/info?id=${b.user.id}&user_id=${b.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data.email).toBe(a.user.email);
    expect(mentionsB(res.body)).toBe(false);
  });

  it('the screening and its stages are the caller’s own', async () => {
    for (const url of ['/api/screening/vacancy', '/api/screening/vacancy/stages']) {
      const res = await a.c.get(`${url}?id=${b.candidateId}&vacancy_id=${b.vacancyId}&user_id=${b.user.id}`);
      expect(res.statusCode, url).toBe(200);
      expect(mentionsB(res.body), url).toBe(false);
    }
    const own = await a.c.get('/api/screening/vacancy');
    expect(own.data.data.title).toBe('Вакансия участника А');
    expect(own.data.application.id).toBe(a.candidateId);
  });

  it('messages and their unread count are the caller’s own', async () => {
    const res = await a.c.get(`/api/messages?user_id=${b.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data.map((m: { title: string }) => m.title)).toEqual(['Сообщение для А']);
    expect(res.data.meta.unread).toBe(1);
    expect(mentionsB(res.body)).toBe(false);
  });

  it('feedback is written for the caller only, even with another user’s id in the body', async () => {
    const res = await a.c.put('/api/users/feedback/how-know', {
      source: 'hh',
      user_id: b.user.id,
      userId: b.user.id,
    });
    expect(res.statusCode).toBe(200);
    const rowsOfB = await t.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.userId, b.user.id), eq(feedback.kind, 'how-know')));
    expect(rowsOfB).toEqual([]);
    expect((await b.c.get('/api/users/info')).data.data.need_how_know).toBe(true);
  });
});

describe('the offer decision and the surveys touch only the caller’s own record', () => {
  it('ids in the body or query never reach another participant’s offer or survey', async () => {
    // B's record waits for an offer decision and has a test result; A has neither.
    await t.db.update(candidates).set({ status: 'carried_out' }).where(eq(candidates.id, b.candidateId));
    await t.db
      .update(candidateStages)
      .set({ status: 'success' })
      .where(and(eq(candidateStages.candidateId, b.candidateId), eq(candidateStages.n, 3)));
    await t.db.insert(candidateStages).values({ candidateId: b.candidateId, n: 7, status: 'awaiting' });
    const decision = await a.c.put(`/api/screening/stage/offer/decision?candidate_id=${b.candidateId}`, {
      accept: false,
      candidate_id: b.candidateId,
      user_id: b.user.id,
    });
    expect(decision.statusCode).toBe(422);
    const [offer] = await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, b.candidateId), eq(candidateStages.n, 7)));
    expect(offer!.status).toBe('awaiting');

    const survey = await a.c.put(`/api/users/feedback/test-success?candidate_id=${b.candidateId}`, {
      score: 1,
      candidate_id: b.candidateId,
    });
    expect(survey.statusCode).toBe(422);
    expect(await t.db.select().from(feedback).where(eq(feedback.candidateId, b.candidateId))).toHaveLength(0);
    expect((await a.c.get('/api/screening/vacancy')).data.survey).toBeNull();
    expect((await b.c.get('/api/screening/vacancy')).data.survey).toBe('test-success');
  });
});

describe('the online test is the caller’s own', () => {
  const testOf = (who: string) => ({
    time_limit_minutes: 20,
    pass_mark: 50,
    questions: [{ text: `Вопрос теста ${who}`, choices: ['Да', 'Нет'], correct: 0 }],
  });
  const atTest = async (who: string) => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 4], settings: { 3: testOf(who) } });
    const cand = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 3: 'awaiting' },
      { status: 'assigned' },
    );
    return { c, user, candidateId: cand.id };
  };

  it('another participant’s running test can be neither seen nor answered nor submitted', async () => {
    const owner = await atTest('участника Б');
    await owner.c.post('/api/screening/stage/testing/start');
    await owner.c.put('/api/screening/stage/testing/answer', { question: 0, choice: 1 });
    const ids = `?id=${owner.candidateId}&candidate_id=${owner.candidateId}&user_id=${owner.user.id}`;

    // A participant with no screening: 404 whatever ids they send; one whose test is not open yet
    // (participant A) sees only their own stage.
    const { c: without } = await signedInClient(t.app, t.db, 'participant');
    for (const [method, url] of [
      ['GET', 'timer'],
      ['POST', 'start'],
      ['PUT', 'answer'],
      ['POST', 'submit'],
    ] as const) {
      const body = method === 'GET' ? undefined : { question: 0, choice: 0, candidate_id: owner.candidateId };
      const res = await without.request(method, `/api/screening/stage/testing/${url}${ids}`, body);
      expect(res.statusCode, url).toBe(404);
      const mine = await a.c.request(method, `/api/screening/stage/testing/${url}${ids}`, body);
      expect(mine.statusCode, url).toBe(method === 'GET' ? 200 : 422);
      expect(mine.body, url).not.toContain('участника Б');
    }
    expect((await a.c.get('/api/screening/stage/testing/timer')).data).toMatchObject({
      status: 'none',
      questions: [],
    });

    // A participant with a test of their own reaches only theirs.
    const other = await atTest('участника А');
    const started = await other.c.post(`/api/screening/stage/testing/start${ids}`);
    expect(started.body).toContain('Вопрос теста участника А');
    expect(started.body).not.toContain('участника Б');
    await other.c.put(`/api/screening/stage/testing/answer${ids}`, {
      question: 0,
      choice: 0,
      candidate_id: owner.candidateId,
    });
    await other.c.post(`/api/screening/stage/testing/submit${ids}`);
    const [ownerStage] = await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, owner.candidateId), eq(candidateStages.n, 3)));
    expect(ownerStage!.status).toBe('testing');
    expect(ownerStage!.data).toMatchObject({ answers: { '0': 1 } });
  });
});

describe('files: a CV, an uploaded file and a stage attachment are their owner’s (and their staff’s)', () => {
  it('B cannot download A’s CV, cannot attach A’s file id; a manager not assigned cannot download', async () => {
    const { postForm, makeOpenVacancy, ANSWERS } = await import('../modules/screening/apply-test-kit.ts');
    const { pdf, webm } = await import('../lib/files/test-fixtures.ts');
    const { signedInClient: signIn } = await import('../test/factories.ts');
    const owner = await signIn(t.app, t.db, 'participant');
    const other = await signIn(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const applied = await postForm(
      owner.c,
      '/api/screening/apply',
      { vacancy_id: String(v.id), answers: JSON.stringify(ANSWERS) },
      { field: 'cv', name: 'Резюме А.pdf', bytes: pdf('А') },
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const [cand] = await t.db.select().from(candidates).where(eq(candidates.id, applied.data.id));
    const cvId = cand!.cvFileId!;
    expect((await owner.c.get(`/api/file/${cvId}`)).statusCode).toBe(200);
    const stolen = await other.c.get(`/api/file/${cvId}`);
    expect([stolen.statusCode, stolen.body.includes('Резюме')]).toEqual([404, false]);
    // B has a stage waiting for a file, and slips A's file id in.
    const vb = await makeOpenVacancy(t.db);
    const [cb] = await t.db
      .insert(candidates)
      .values({ userId: other.user.id, vacancyId: vb.id, status: 'assigned' })
      .returning();
    await t.db.insert(candidateStages).values([
      { candidateId: cb!.id, n: 1, status: 'success' },
      { candidateId: cb!.id, n: 2, status: 'awaiting' },
    ]);
    const aVideo = await postForm(
      owner.c,
      '/api/screening/file',
      { kind: 'video' },
      { field: 'file', name: 'a.webm', bytes: webm(50) },
    );
    const attach = await postForm(other.c, '/api/screening/stage/2/attach', {
      file_id: String(aVideo.data.id),
      question: '0',
    });
    expect(attach.statusCode).toBe(404);
    const [stageB] = await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, cb!.id), eq(candidateStages.n, 2)));
    expect(stageB!.data).toEqual({});
    // A manager not assigned to A sees nothing; B's own CV replacement cannot touch A's record.
    const manager = await signIn(t.app, t.db, 'manager');
    expect((await manager.c.get(`/api/file/${cvId}`)).statusCode).toBe(404);
    expect(
      (
        await other.c.post('/api/screening/stage/1/cv/link', {
          cv_link: 'https://hh.ru/resume/b',
          candidate_id: cand!.id,
        })
      ).statusCode,
    ).toBe(422);
    const [after] = await t.db.select().from(candidates).where(eq(candidates.id, cand!.id));
    expect(after!.cvFileId).toBe(cvId);
    // Withdrawing as B never ends A's screening.
    await other.c.put('/api/screening/close', { id: cand!.id });
    expect((await t.db.select().from(candidates).where(eq(candidates.id, cand!.id)))[0]!.status).toBe(
      'awaiting',
    );
  });
});

describe('the video CV is the caller’s own', () => {
  it('the interview shows only the caller’s questions; an answer lands only on the caller’s stage', async () => {
    const { postForm } = await import('../modules/screening/apply-test-kit.ts');
    const { webm } = await import('../lib/files/test-fixtures.ts');
    const question = (text: string) => ({
      questions: [{ text, think_seconds: 5, answer_seconds: 10, retakes: 0 }],
    });
    const setUp = async (text: string) => {
      const { c, user } = await signedInClient(t.app, t.db, 'participant');
      const vacancy = await makeVacancy(t.db, { pipeline: [1, 2], settings: { 2: question(text) } });
      const cand = await makeCandidate(
        t.db,
        user.id,
        vacancy,
        { 1: 'success', 2: 'awaiting' },
        { status: 'assigned' },
      );
      return { c, cand };
    };
    const owner = await setUp('Вопрос видеоинтервью А');
    const other = await setUp('Вопрос видеоинтервью Б');
    const res = await owner.c.get(
      `/api/screening/stage/vcv/interview?candidate_id=${other.cand.id}&id=${other.cand.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Вопрос видеоинтервью А');
    expect(res.body).not.toContain('Вопрос видеоинтервью Б');
    // An id of the other's record in the form changes nothing: the answer is the caller's.
    const sent = await postForm(
      owner.c,
      '/api/screening/stage/2/attach',
      { question: '0', candidate_id: String(other.cand.id) },
      { field: 'file', name: 'a.webm', bytes: webm(77) },
    );
    expect(sent.statusCode).toBe(422); // an unknown field is refused, nothing stored
    const stageOf = async (candidateId: number) =>
      (
        await t.db
          .select()
          .from(candidateStages)
          .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, 2)))
      )[0]!;
    expect((await stageOf(other.cand.id)).data).toEqual({});
    const own = await postForm(
      owner.c,
      '/api/screening/stage/2/attach',
      { question: '0' },
      { field: 'file', name: 'a.webm', bytes: webm(78) },
    );
    expect(own.data.stage).toEqual({ n: 2, status: 'eval' });
    expect((await stageOf(other.cand.id)).status).toBe('awaiting');
    expect((await other.c.get('/api/screening/stage/vcv/interview')).data.questions[0].answered).toBe(false);
  });
});

describe('staff see only the candidates they may', () => {
  it('a manager finds nothing of a candidate assigned to another manager; guessing ids finds nothing', async () => {
    const mine = await signedInClient(t.app, t.db, 'manager');
    const theirs = await signedInClient(t.app, t.db, 'manager');
    await t.db.insert(candidateManagers).values({ candidateId: a.candidateId, userId: theirs.user.id });
    for (const id of [a.candidateId, b.candidateId, 2_000_000_000]) {
      const res = await mine.c.put(`/api/dashboard/candidate/${id}/stage/6`, { status: 'success' });
      expect(res.statusCode, String(id)).toBe(404);
    }
    const res = await mine.c.get('/api/dashboard/candidates/stages/6/statuses');
    expect(res.statusCode).toBe(200);
  });
});

describe('a manager’s candidates by position: only while an active manager of that position', () => {
  it('a manager of A’s position sees A, never B; deactivated on the position, A is gone too', async () => {
    const manager = await signedInClient(t.app, t.db, 'manager');
    await t.db.insert(vacancyManagers).values({ vacancyId: a.vacancyId, userId: manager.user.id });
    const stage6 = (id: number) =>
      manager.c.put(`/api/dashboard/candidate/${id}/stage/6`, { status: 'success' });
    // A's record has no stage 6: found (422 for the stage), not hidden (404); B's is hidden.
    expect((await stage6(a.candidateId)).statusCode).toBe(422);
    expect((await stage6(b.candidateId)).statusCode).toBe(404);
    await t.db
      .update(vacancyManagers)
      .set({ active: false })
      .where(eq(vacancyManagers.userId, manager.user.id));
    expect((await stage6(a.candidateId)).statusCode).toBe(404);
    // Position-manager calls are the recruiter's: a manager cannot add themselves to B's position.
    expect(
      (await manager.c.post(`/api/dashboard/vacancies/${b.vacancyId}/managers`, { user_id: manager.user.id }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the staff candidate card shows only candidates the caller may see', () => {
  it('a manager gets 404 on every card call for a candidate assigned to someone else; a participant 403', async () => {
    const mine = await signedInClient(t.app, t.db, 'manager');
    const theirs = await signedInClient(t.app, t.db, 'manager');
    await t.db
      .insert(candidateManagers)
      .values({ candidateId: b.candidateId, userId: theirs.user.id })
      .onConflictDoNothing();
    for (const id of [b.candidateId, 2_000_000_000]) {
      const calls = [
        mine.c.get(`/api/dashboard/candidate/${id}`),
        mine.c.get(`/api/dashboard/candidates/${id}`),
        mine.c.get(`/api/dashboard/candidate/${id}/history`),
        mine.c.get(`/api/dashboard/candidates/${id}/export`),
        mine.c.post(`/api/dashboard/candidate/${id}/stage-comment/1`, { text: 'Чужой кандидат' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${res.raw.req.url} ${id}`).toBe(404);
        expect(mentionsB(res.body)).toBe(false);
      }
    }
    for (const res of [
      await a.c.get(`/api/dashboard/candidate/${b.candidateId}`),
      await a.c.get(`/api/dashboard/candidates/${b.candidateId}/export`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(mentionsB(res.body)).toBe(false);
    }
    const own = await theirs.c.get(`/api/dashboard/candidate/${b.candidateId}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('участника Б');
  });
});

describe('the staff candidates table lists only candidates the caller may see', () => {
  it('a manager never finds an unassigned candidate, whatever the filters; a participant gets 403 and nothing changes', async () => {
    const m = await signedInClient(t.app, t.db, 'manager');
    for (const q of [
      `vacancy_id=${b.vacancyId}`,
      `q=${encodeURIComponent(b.user.email)}`,
      'per_page=100',
      `q=${encodeURIComponent('участника Б')}`,
    ]) {
      const res = await m.c.get(`/api/dashboard/candidates?${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.data.data.some((r: { id: number }) => r.id === b.candidateId),
        q,
      ).toBe(false);
      expect(mentionsB(res.body), q).toBe(false);
    }
    const listed = await a.c.get(`/api/dashboard/candidates?vacancy_id=${b.vacancyId}`);
    expect(listed.statusCode).toBe(403);
    expect(mentionsB(listed.body)).toBe(false);
    const bulk = await a.c.put('/api/dashboard/candidates/statuses', {
      ids: [b.candidateId],
      n: 1,
      status: 'denied_final',
    });
    expect(bulk.statusCode).toBe(403);
    const [stage] = await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, b.candidateId), eq(candidateStages.n, 1)));
    expect(stage!.status).toBe('eval');
  });
});

describe('the chat and notices: each participant only their own thread and messages', () => {
  it('A never reads or writes into B’s thread, whatever ids are slipped in; B’s notice cannot be marked read by A', async () => {
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    expect(
      (await recruiter.c.post(`/api/dashboard/users/${b.user.id}/chat`, { text: 'Сообщение для Б в чате' }))
        .statusCode,
    ).toBe(201);
    const read = await a.c.get(`/api/chat?user_id=${b.user.id}&participant_id=${b.user.id}&id=${b.user.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.data.participant.id).toBe(a.user.id);
    expect(mentionsB(read.body)).toBe(false);
    const wrote = await a.c.post(`/api/chat?user_id=${b.user.id}`, {
      text: 'Пишу от А',
      user_id: b.user.id,
      participant_id: b.user.id,
    });
    expect(wrote.statusCode).toBe(201);
    const ofB = await b.c.get('/api/chat');
    expect(ofB.data.data.messages.map((m: { text: string }) => m.text)).toEqual(['Сообщение для Б в чате']);
    // The staff side of B's chat is closed to A (403) and to a manager (403: chat is recruiters' and admins').
    for (const who of [a, await signedInClient(t.app, t.db, 'manager')]) {
      const res = await who.c.get(`/api/dashboard/users/${b.user.id}/chat`);
      expect(res.statusCode).toBe(403);
      expect(mentionsB(res.body)).toBe(false);
    }
    const [noticeOfB] = await t.db.select().from(messages).where(eq(messages.userId, b.user.id)).limit(1);
    expect((await a.c.put(`/api/messages/${noticeOfB!.id}/read`)).statusCode).toBe(404);
    expect((await a.c.put('/api/messages/all/read', { user_id: b.user.id })).statusCode).toBe(200);
    const stillUnread = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, b.user.id), eq(messages.isRead, false)));
    expect(stillUnread.length).toBeGreaterThan(0);
  });
});

describe('the feed: reactions, views and «Не интересно» are each reader’s own', () => {
  it('B’s reaction, view and hiding show only as counts to A; ids slipped in change nothing', async () => {
    const post = await makePost(t.db, { title: 'Пост для двоих' });
    await b.c.post(`/api/posts/${post.id}/react`, { kind: 'heart' });
    await b.c.post(`/api/posts/log/${post.id}`);
    const seenByA = await a.c.get(`/api/posts/${post.id}?user_id=${b.user.id}`);
    expect(seenByA.data.data).toMatchObject({ my_reaction: null, viewed: false, reactions: { heart: 1 } });
    // A's DELETE with B's id takes back nothing of B's.
    await a.c.request('DELETE', `/api/posts/${post.id}/react?user_id=${b.user.id}`);
    expect((await b.c.get(`/api/posts/${post.id}`)).data.data.my_reaction).toBe('heart');
    await b.c.post(`/api/posts/${post.id}/negative-feedback`, { reason: 'other', user_id: a.user.id });
    expect((await a.c.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await b.c.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
  });
});

describe('the profile and the consent are the caller’s own', () => {
  it('the profile read and edit are the caller’s, whatever id is slipped into the query or body', async () => {
    const read = await a.c.get(`/api/users/profile?id=${b.user.id}&user_id=${b.user.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.data.email).toBe(a.user.email);
    expect(mentionsB(read.body)).toBe(false);
    const {
      password: _p,
      password_confirmation: _c,
      phone: _ph,
      consent: _co,
      ...form
    } = await registrationBody(t.db);
    const edit = await a.c.put(`/api/users/profile?id=${b.user.id}`, {
      ...form,
      id: b.user.id,
      user_id: b.user.id,
    });
    expect(edit.statusCode).toBe(200);
    const [bRow] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect(bRow!.email).toBe(b.user.email);
    expect(bRow!.lastName).toBe('Тестов');
  });

  it('withdrawing consent erases only the caller, whatever id is sent', async () => {
    const other = await signedInClient(t.app, t.db, 'participant');
    const res = await other.c.request('DELETE', `/api/users/consent?id=${b.user.id}`, {
      confirm: true,
      id: b.user.id,
      user_id: b.user.id,
    });
    expect(res.statusCode).toBe(200);
    const [bRow] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect(bRow!.anonymisedAt).toBeNull();
    expect((await b.c.get('/api/users/info')).statusCode).toBe(200);
  });
});

describe('self-booked meetings: slots of one’s own position only (decision 031)', () => {
  it('a participant neither sees nor books another position’s slot; a manager off the position sees none of its slots or names', async () => {
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    const setUp = async (place: string) => {
      const { c, user } = await signedInClient(t.app, t.db, 'participant');
      const vacancy = await makeVacancy(t.db, { pipeline: [1, 4] });
      const cand = await makeCandidate(
        t.db,
        user.id,
        vacancy,
        { 1: 'success', 4: 'awaiting' },
        { status: 'assigned' },
      );
      const res = await recruiter.c.post(`/api/dashboard/vacancies/${vacancy.vacancy.id}/slots`, {
        n: 4,
        starts_at: '2099-05-01T10:00:00+03:00',
        place,
        capacity: 1,
      });
      return { c, user, cand, vacancyId: vacancy.vacancy.id, slotId: res.data.data[0].id as number };
    };
    const owner = await setUp('Встреча участника Б');
    const other = await setUp('Встреча участника А');
    expect((await owner.c.put('/api/screening/slot', { slot_id: owner.slotId })).statusCode).toBe(200);
    const ids = `?candidate_id=${owner.cand.id}&vacancy_id=${owner.vacancyId}&user_id=${owner.user.id}`;
    const seen = await other.c.get(`/api/screening/slots${ids}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('участника Б');
    // The owner's slot id (the seat is taken) and a free slot of the owner's position: both 404 to A.
    const second = await recruiter.c.post(`/api/dashboard/vacancies/${owner.vacancyId}/slots`, {
      n: 4,
      starts_at: '2099-05-02T10:00:00+03:00',
      place: 'Вторая встреча участника Б',
      capacity: 1,
    });
    for (const slotId of [owner.slotId, second.data.data[1].id]) {
      const res = await other.c.put(`/api/screening/slot${ids}`, {
        slot_id: slotId,
        candidate_id: owner.cand.id,
      });
      expect(res.statusCode, String(slotId)).toBe(404);
      expect(res.body).not.toContain('участника Б');
    }
    const [ownerStage] = await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, owner.cand.id), eq(candidateStages.n, 4)));
    expect(ownerStage!.status).toBe('assigned');
    const manager = await signedInClient(t.app, t.db, 'manager');
    for (const res of [
      await manager.c.get(`/api/dashboard/vacancies/${owner.vacancyId}/slots`),
      await manager.c.post(`/api/dashboard/vacancies/${owner.vacancyId}/slots/${owner.slotId}/cancel`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('участника Б');
      expect(res.body).not.toContain(owner.user.email);
    }
    // Nor is the position among those whose interview times the manager publishes.
    const listed = (await manager.c.get('/api/dashboard/vacancies/manager-interviews')).data.data as {
      id: number;
    }[];
    expect(listed.map((p) => p.id)).not.toContain(owner.vacancyId);
    // A slot id under another position's path is not found either.
    expect(
      (await recruiter.c.post(`/api/dashboard/vacancies/${other.vacancyId}/slots/${owner.slotId}/cancel`))
        .statusCode,
    ).toBe(404);
    expect((await owner.c.get('/api/screening/slots')).data.data.booked.id).toBe(owner.slotId);

    // The meeting's calendar file (decision 070): the owner's own; ids slipped in change nothing for A.
    const file = `/api/screening/stage/4/meeting.ics${ids}`;
    expect((await owner.c.get(file)).body).toContain('Встреча участника Б');
    const foreignFile = await other.c.get(file);
    expect(foreignFile.statusCode).toBe(404);
    expect(foreignFile.body).not.toContain('участника Б');
    // A staff feed shows only its owner's meetings: the owner's position has no recruiter, so the
    // recruiter's feed holds none of it, ids in the query or not.
    const feed = (await recruiter.c.post('/api/dashboard/calendar-feed')).data.data.url as string;
    const listedFeed = await other.c.get(`${new URL(feed).pathname}${ids}`);
    expect(listedFeed.statusCode).toBe(200);
    expect(listedFeed.body).not.toContain('участника Б');
  });
});
