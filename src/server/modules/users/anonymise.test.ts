import fs from 'node:fs';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateFiles,
  chatMessages,
  chatThreads,
  candidateHistory,
  candidates,
  candidateStages,
  consents,
  feedback,
  liveEvents,
  files,
  messages,
  outbox,
  participantProfiles,
  postNegativeFeedback,
  posts,
  sessions,
  smsCodes,
  stageComments,
  users,
  vacancySubscriptions,
} from '../../db/schema.ts';
import { blobPath, openFileStore, saveUpload, type FileStore } from '../../lib/files/index.ts';
import * as fx from '../../lib/files/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { hiringDashboard } from '../plan-dashboard/plan-dashboard.service.ts';
import { changingSessions } from '../../plugins/session.ts';
import { anonymiseParticipant, anonymiseParticipantNow, erasedEmail } from './anonymise.service.ts';

let t: TestApp;
let store: FileStore;
beforeAll(async () => {
  t = await createTestApp();
  store = openFileStore(t.config.FILES_DIR);
});
afterAll(() => t.close());

/** A participant with everything personal the product keeps: profile, records, files, notices, mail. */
async function fullParticipant() {
  const { c, user } = await signedInClient(t.app, t.db, 'participant');
  const staff = await makeUser(t.db, { role: 'recruiter' });
  await t.db
    .update(users)
    .set({ lastName: 'Секретова', firstName: 'Ольга', middleName: 'Петровна', birthDate: '2003-05-01' })
    .where(eq(users.id, user.id));
  await t.db
    .update(participantProfiles)
    .set({ faculty: 'Юридический', specialty: 'Право', course: 3, departments: [2] })
    .where(eq(participantProfiles.userId, user.id));
  const v = await makeVacancy(t.db, { pipeline: [1, 2, 3, 5, 7, 8] });
  const ended = await makeCandidate(t.db, user.id, v, { 1: 'denied_final' });
  await t.db
    .update(candidates)
    .set({ status: 'denied_final', endedAt: new Date() })
    .where(eq(candidates.id, ended.id));
  const active = await makeCandidate(
    t.db,
    user.id,
    v,
    { 1: 'success', 2: 'success', 3: 'success', 5: 'assigned' },
    { status: 'assigned' },
  );
  await t.db
    .update(candidates)
    .set({ answers: { q1: 'Моя тайна' }, cvLink: 'https://hh.ru/resume/olga' })
    .where(eq(candidates.id, active.id));
  await t.db
    .update(candidateStages)
    .set({ data: { answers: { '0': 1 }, external_answers: { '0': 'https://video/olga' } }, score: 77 })
    .where(eq(candidateStages.candidateId, active.id));
  const cv = await saveUpload(t.db, store, {
    ownerUserId: user.id,
    kind: 'cv',
    name: 'Резюме Секретовой.pdf',
    stream: Readable.from([fx.pdf('olga')]),
  });
  if (!cv.ok) throw new Error('upload');
  // The same bytes uploaded by someone else: their copy must survive.
  const shared = await saveUpload(t.db, store, {
    ownerUserId: user.id,
    kind: 'image',
    name: 'фото.png',
    stream: Readable.from([fx.png()]),
  });
  const other = await makeUser(t.db);
  const othersCopy = await saveUpload(t.db, store, {
    ownerUserId: other.id,
    kind: 'image',
    name: 'моё.png',
    stream: Readable.from([fx.png()]),
  });
  if (!shared.ok || !othersCopy.ok) throw new Error('upload');
  const offer = await saveUpload(t.db, store, {
    ownerUserId: staff.id,
    kind: 'cv',
    name: 'Оффер Секретовой.pdf',
    stream: Readable.from([fx.pdf('offer')]),
  });
  if (!offer.ok) throw new Error('upload');
  await t.db.insert(candidateFiles).values([
    { candidateId: active.id, fileId: cv.file.id, n: 1, role: 'cv' },
    { candidateId: active.id, fileId: offer.file.id, n: 7, role: 'offer' },
  ]);
  await t.db
    .insert(stageComments)
    .values({ candidateId: active.id, n: 1, authorId: staff.id, text: 'Ольга очень сильная' });
  await t.db.insert(candidateHistory).values([
    {
      candidateId: active.id,
      actorId: staff.id,
      action: 'edit',
      before: 'Секретова',
      after: 'Секретова-Иванова',
      note: 'last_name',
    },
    { candidateId: active.id, actorId: staff.id, action: 'comment', n: 1, note: 'Ольга очень сильная' },
  ]);
  await t.db.insert(feedback).values({
    userId: user.id,
    kind: 'usability',
    answer: 'answered',
    score: 5,
    comment: 'Я Ольга, всё удобно',
  });
  await t.db
    .insert(messages)
    .values({ userId: user.id, title: 'Ольга, вас пригласили', text: 'Интервью', link: '/progress' });
  await t.db
    .insert(liveEvents)
    .values({ userId: user.id, kind: 'notice', data: { message: { title: 'Ольга, вас пригласили' } } });
  await t.db.insert(outbox).values([
    {
      channel: 'email',
      recipient: user.email,
      subject: 'Ольга',
      body: 'Здравствуйте, Ольга',
      idempotencyKey: `a-${user.id}`,
    },
    {
      channel: 'sms',
      recipient: user.phone!,
      body: 'Код 123456',
      idempotencyKey: `b-${user.id}`,
      status: 'sent',
    },
  ]);
  await t.db.insert(chatThreads).values({ participantId: user.id, openedBy: staff.id });
  await t.db.insert(chatMessages).values([
    { participantId: user.id, authorId: staff.id, text: 'Ольга, пришлите паспорт' },
    { participantId: user.id, authorId: user.id, text: 'Мой паспорт 1234 567890' },
  ]);
  const [post] = await t.db
    .insert(posts)
    .values({ title: 'Новость', kind: 'news', category: 'news', publishedAt: new Date() })
    .returning();
  await t.db
    .insert(postNegativeFeedback)
    .values({ postId: post!.id, userId: user.id, reason: 'other', comment: 'Я Ольга, мне скучно' });
  await t.db
    .insert(smsCodes)
    .values({ phone: user.phone!, codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) });
  await t.db
    .insert(vacancySubscriptions)
    .values({ email: user.email.toUpperCase(), filters: {}, filtersKey: '{}', tokenHash: `tok-${user.id}` });
  return {
    c,
    user,
    staff,
    active,
    ended,
    cv: cv.file,
    shared: shared.file,
    othersCopy: othersCopy.file,
    offer: offer.file,
  };
}

async function countsOf(userId: number) {
  const count = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
  const ids = (
    await t.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, userId))
  ).map((r) => r.id);
  return {
    candidates: ids.length,
    stages: await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(candidateStages)
        .where(inArray(candidateStages.candidateId, ids)),
    ),
    comments: await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stageComments)
        .where(inArray(stageComments.candidateId, ids)),
    ),
    files: await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(files)
        .where(eq(files.ownerUserId, userId)),
    ),
    feedback: await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedback)
        .where(eq(feedback.userId, userId)),
    ),
    messages: await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.userId, userId)),
    ),
  };
}

describe('anonymiseParticipant', () => {
  it('erases everything personal, keeps ids, statuses and counts, ends the active record and deletes unshared bytes', async () => {
    const p = await fullParticipant();
    const before = await countsOf(p.user.id);
    const admin = await makeUser(t.db, { role: 'admin' });

    const result = await anonymiseParticipantNow({ ...t.app.deps, files: store }, p.user.id, {
      actorId: admin.id,
      reason: 'deleted_by_admin',
    });
    expect(result.anonymised).toBe(true);
    expect(await countsOf(p.user.id)).toEqual(before);

    const [u] = await t.db.select().from(users).where(eq(users.id, p.user.id));
    expect(u).toMatchObject({
      lastName: '',
      firstName: '',
      middleName: '',
      birthDate: null,
      email: erasedEmail(p.user.id),
      phone: null,
      passwordHash: null,
      cityId: null,
      citizenship: null,
      role: 'participant',
    });
    expect(u!.anonymisedAt).not.toBeNull();
    expect(u!.deactivatedAt).not.toBeNull();
    const [profile] = await t.db
      .select()
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, p.user.id));
    expect(profile).toMatchObject({ faculty: '', specialty: '', course: null, departments: [] });

    const records = await t.db.select().from(candidates).where(eq(candidates.userId, p.user.id));
    for (const r of records) expect(r).toMatchObject({ answers: {}, cvLink: '' });
    expect(records.find((r) => r.id === p.active.id)!.status).toBe('cancel');
    expect(records.find((r) => r.id === p.ended.id)!.status).toBe('denied_final');
    const stages = await t.db
      .select()
      .from(candidateStages)
      .where(eq(candidateStages.candidateId, p.active.id));
    expect(stages.every((s) => JSON.stringify(s.data) === '{}')).toBe(true);
    expect(stages.find((s) => s.n === 5)!.status).toBe('cancel');
    expect(stages.find((s) => s.n === 1)!.score).toBe(77);

    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, p.active.id));
    const dump = JSON.stringify(history);
    expect(dump).not.toMatch(/Секретова|Ольга/);
    const mark = history.find((h) => h.action === 'anonymised');
    expect(mark).toMatchObject({ actorId: admin.id, note: expect.stringContaining('администратором') });
    expect(
      (await t.db.select().from(stageComments).where(eq(stageComments.candidateId, p.active.id)))[0]!.text,
    ).toBe('');

    for (const id of [p.cv.id, p.shared.id, p.offer.id]) {
      const [f] = await t.db.select().from(files).where(eq(files.id, id));
      expect(f).toMatchObject({ originalName: '', sha256: '' });
      expect(f!.erasedAt).not.toBeNull();
    }
    expect(fs.existsSync(blobPath(store, p.cv.sha256))).toBe(false);
    expect(fs.existsSync(blobPath(store, p.offer.sha256))).toBe(false);
    // Someone else's identical upload keeps the bytes.
    expect(fs.existsSync(blobPath(store, p.othersCopy.sha256))).toBe(true);

    const [fb] = await t.db.select().from(feedback).where(eq(feedback.userId, p.user.id));
    expect(fb).toMatchObject({ comment: '', score: 5 });
    const [msg] = await t.db.select().from(messages).where(eq(messages.userId, p.user.id));
    expect(msg).toMatchObject({ title: '', text: '', link: null });
    expect(await t.db.select().from(liveEvents).where(eq(liveEvents.userId, p.user.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(inArray(outbox.recipient, [p.user.email, p.user.phone!])),
    ).toEqual([]);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.idempotencyKey, [`a-${p.user.id}`, `b-${p.user.id}`]));
    expect(mails.map((m) => m.status).sort()).toEqual(['failed', 'sent']);
    expect(JSON.stringify(mails)).not.toMatch(/Ольга|123456/);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, p.user.phone!))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, p.user.id))).toEqual([]);
    const [sub] = await t.db
      .select()
      .from(vacancySubscriptions)
      .where(eq(vacancySubscriptions.tokenHash, `tok-${p.user.id}`));
    expect(sub!.email).not.toContain(p.user.email.split('@')[0]!.toUpperCase());
    expect(sub!.unsubscribedAt).not.toBeNull();
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.participantId, p.user.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(chatThreads).where(eq(chatThreads.participantId, p.user.id))).toEqual([]);
    const [negative] = await t.db
      .select()
      .from(postNegativeFeedback)
      .where(eq(postNegativeFeedback.userId, p.user.id));
    expect(negative).toMatchObject({ reason: 'other', comment: '' });
    const consentRows = await t.db.select().from(consents).where(eq(consents.userId, p.user.id));
    expect(consentRows.every((r) => r.withdrawnAt)).toBe(true);

    // The session is gone: the old cookie no longer signs anyone in.
    expect((await p.c.get('/api/users/info')).statusCode).toBe(401);
    // Nor can anyone sign in with the old e-mail and password.
    expect((await p.c.post('/login', { email: p.user.email, password: p.user.password })).statusCode).toBe(
      422,
    );
  });

  it('keeps the current-stage copy true: an erased participant is cancelled, not overdue', async () => {
    const user = await makeUser(t.db);
    const v = await makeVacancy(t.db, { pipeline: [1, 5, 7, 8] });
    const past = new Date(Date.now() - 86_400_000);
    const record = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 5: 'awaiting' },
      { status: 'assigned', deadlineAt: past },
    );
    await anonymiseParticipantNow({ ...t.app.deps, files: store }, user.id, {
      actorId: null,
      reason: 'deleted_by_admin',
    });
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, record.id));
    expect(row).toMatchObject({ status: 'cancel', currentStageN: 5, currentStageStatus: 'cancel' });
    const dashboard = await hiringDashboard(t.db);
    expect(dashboard.positions.find((d) => d.id === v.vacancy.id)).toMatchObject({ overdue: 0 });
    // Its history says what happened, as a withdrawal's does, and the erased person is not told.
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, record.id));
    expect(history.map((h) => [h.action, h.after]).sort()).toEqual([
      ['anonymised', null],
      ['stage_status', 'cancel'],
      ['status', 'cancel'],
    ]);
    expect(await t.db.select().from(messages).where(eq(messages.userId, user.id))).toEqual([]);
  });

  it('is a no-op the second time and for an unknown id; refuses staff accounts', async () => {
    const user = await makeUser(t.db);
    const actor = { actorId: user.id, reason: 'consent_withdrawn' as const };
    expect(
      (
        await changingSessions(t.app.deps, (tx, end) =>
          anonymiseParticipant(t.app.deps, tx, end, user.id, actor),
        )
      ).anonymised,
    ).toBe(true);
    expect(
      await changingSessions(t.app.deps, (tx, end) =>
        anonymiseParticipant(t.app.deps, tx, end, user.id, actor),
      ),
    ).toEqual({
      anonymised: false,
      fileHashes: [],
    });
    expect(
      await changingSessions(t.app.deps, (tx, end) =>
        anonymiseParticipant(t.app.deps, tx, end, 987654321, actor),
      ),
    ).toEqual({
      anonymised: false,
      fileHashes: [],
    });
    const staff = await makeUser(t.db, { role: 'manager' });
    await expect(
      changingSessions(t.app.deps, (tx, end) => anonymiseParticipant(t.app.deps, tx, end, staff.id, actor)),
    ).rejects.toThrow(/not a participant/);
    const [kept] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(kept!.anonymisedAt).toBeNull();
  });

  it('keeps the bytes when the transaction rolls back', async () => {
    const p = await fullParticipant();
    await expect(
      changingSessions(t.app.deps, async (tx, end) => {
        await anonymiseParticipant(t.app.deps, tx, end, p.user.id, {
          actorId: null,
          reason: 'consent_withdrawn',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [u] = await t.db.select().from(users).where(eq(users.id, p.user.id));
    expect(u!.lastName).toBe('Секретова');
    expect(fs.existsSync(blobPath(store, p.cv.sha256))).toBe(true);
  });
});
