import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { candidateHistory, candidates, candidateStages, messages } from '../../db/schema.ts';
import { webm } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { postForm } from './apply-test-kit.ts';

const SECRET = 'vcv-webhook-secret-vcv-webhook-secret';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { VCV_WEBHOOK_SECRET: SECRET } });
});
afterAll(() => t.close());

const VCV = {
  questions: [
    { text: 'Расскажите о себе', think_seconds: 30, answer_seconds: 90, retakes: 1 },
    { text: 'Почему мы?', think_seconds: 10, answer_seconds: 60, retakes: 0 },
  ],
};

/** A participant at VCV `awaiting` on a vacancy with the two questions above. */
async function atVcv(stage2: 'awaiting' | 'eval' | 'none' = 'awaiting') {
  const { c, user } = await signedInClient(t.app, t.db, 'participant');
  const vacancy = await makeVacancy(t.db, { pipeline: [1, 2, 3], settings: { 2: VCV } });
  const candidate = await makeCandidate(
    t.db,
    user.id,
    vacancy,
    { 1: 'success', 2: stage2 },
    { status: 'assigned', deadlineAt: new Date(Date.now() + 86_400_000) },
  );
  return { c, user, candidate };
}

let bytes = 0;
const answer = (c: Parameters<typeof postForm>[0], question: number | null) =>
  postForm(c, '/api/screening/stage/2/attach', question === null ? {} : { question: String(question) }, {
    field: 'file',
    name: 'ответ.webm',
    bytes: webm(++bytes),
    type: 'video/webm',
  });

const stage2 = async (candidateId: number) =>
  (
    await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, 2)))
  )[0]!;

describe('GET /api/screening/stage/vcv/interview', () => {
  it('401 signed out, 403 for staff', async () => {
    expect((await client(t.app).get('/api/screening/stage/vcv/interview')).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get('/api/screening/stage/vcv/interview')).statusCode).toBe(403);
    }
  });

  it('404 without an active screening, 422 when VCV is not in the pipeline', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const none = await c.get('/api/screening/stage/vcv/interview');
    expect(none.statusCode).toBe(404);
    expect(none.data.message).toBe(ru.errors.notFound);
    await makeCandidate(
      t.db,
      user.id,
      await makeVacancy(t.db, { pipeline: [1, 3] }),
      { 1: 'success', 3: 'awaiting' },
      { status: 'assigned' },
    );
    const skipped = await c.get('/api/screening/stage/vcv/interview');
    expect(skipped.statusCode).toBe(422);
    expect(skipped.data.message).toBe(ru.vcv.notInPipeline);
  });

  it('the questions with their times, retakes and answers; the stage status and deadline', async () => {
    const { c } = await atVcv();
    const res = await c.get('/api/screening/stage/vcv/interview');
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ n: 2, status: 'awaiting' });
    expect(typeof res.data.deadline_at).toBe('string');
    expect(res.data.questions).toEqual([
      {
        index: 0,
        text: 'Расскажите о себе',
        think_seconds: 30,
        answer_seconds: 90,
        retakes: 1,
        retakes_left: 1,
        answered: false,
      },
      {
        index: 1,
        text: 'Почему мы?',
        think_seconds: 10,
        answer_seconds: 60,
        retakes: 0,
        retakes_left: 0,
        answered: false,
      },
    ]);
  });
});

describe('answers through POST /api/screening/stage/2/attach', () => {
  it('stores an answer per question; a replacement spends a retake; none left is refused', async () => {
    const { c, candidate } = await atVcv();
    const first = await answer(c, 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.stage).toEqual({ n: 2, status: 'awaiting' });
    let q = (await c.get('/api/screening/stage/vcv/interview')).data.questions[0];
    expect(q).toMatchObject({ answered: true, retakes_left: 1 });

    const retake = await answer(c, 0);
    expect(retake.statusCode).toBe(200);
    q = (await c.get('/api/screening/stage/vcv/interview')).data.questions[0];
    expect(q).toMatchObject({ answered: true, retakes_left: 0 });
    expect((await stage2(candidate.id)).data.answers).toEqual({ '0': retake.data.file.id });

    const refused = await answer(c, 0);
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors).toEqual({ question: [ru.vcv.noRetakes] });
    // The refused upload changed nothing.
    expect((await stage2(candidate.id)).data.answers).toEqual({ '0': retake.data.file.id });
  });

  it('422 without a question, or with one the vacancy does not have', async () => {
    const { c } = await atVcv();
    expect((await answer(c, null)).data.errors).toEqual({ question: [ru.vcv.questionRequired] });
    const beyond = await answer(c, 5);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.data.errors).toEqual({ question: [ru.vcv.question] });
  });

  it('the last answer makes the stage `eval`, with history and a notice; then no more answers', async () => {
    const { c, user, candidate } = await atVcv();
    expect((await answer(c, 1)).data.stage.status).toBe('awaiting');
    const last = await answer(c, 0);
    expect(last.data.stage).toEqual({ n: 2, status: 'eval' });
    expect((await stage2(candidate.id)).status).toBe('eval');
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(
        and(eq(candidateHistory.candidateId, candidate.id), eq(candidateHistory.action, 'stage_status')),
      );
    expect(history.map((h) => [h.before, h.after, h.actorId])).toEqual([['awaiting', 'eval', user.id]]);
    const notices = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(notices.map((m) => m.text)).toContain(ru.stageNotice.byStatus.eval);
    const interview = (await c.get('/api/screening/stage/vcv/interview')).data;
    expect(interview.status).toBe('eval');
    expect(interview.questions.every((x: { answered: boolean }) => x.answered)).toBe(true);
    const late = await answer(c, 0);
    expect(late.statusCode).toBe(422);
    expect(late.data.message).toBe(ru.apply.stageNotAwaiting);
  });

  it('refused while the stage is not awaiting', async () => {
    const { c } = await atVcv('none');
    expect((await answer(c, 0)).statusCode).toBe(422);
  });
});

describe('POST /api/vcv/update-webhook', () => {
  const sign = (raw: string, secret = SECRET) =>
    `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  const send = (raw: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vcv/update-webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-signature': signature }),
      },
    });

  it('401 without a signature or with a wrong one, whatever the body', async () => {
    const { candidate } = await atVcv();
    const raw = JSON.stringify({ candidate_id: candidate.id, status: 'success' });
    for (const bad of [
      undefined,
      '',
      'sha256=00',
      sign(raw, 'another-secret-another-secret-another'),
      sign(raw + ' '),
      sign(raw).toUpperCase().replace('SHA256', 'md5'),
    ]) {
      const res = await send(raw, bad);
      expect(res.statusCode, String(bad)).toBe(401);
      expect(res.json().message).toBe(ru.vcv.badSignature);
    }
    expect((await send('{not json', 'sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    expect((await stage2(candidate.id)).status).toBe('awaiting');
  });

  it('a signed report sets the status and keeps the links; the same report again changes nothing', async () => {
    const { user, candidate } = await atVcv();
    const raw = JSON.stringify({
      candidate_id: candidate.id,
      status: 'eval',
      answers: [{ question: 0, url: 'https://video.example.com/a/1' }],
    });
    const res = await send(raw, sign(raw));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ candidate_id: candidate.id, status: 'eval', changed: true });
    const again = await send(raw, sign(raw));
    expect(again.json()).toEqual({ candidate_id: candidate.id, status: 'eval', changed: false });
    const stage = await stage2(candidate.id);
    expect(stage.status).toBe('eval');
    expect(stage.data.external_answers).toEqual({ '0': 'https://video.example.com/a/1' });
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(
        and(eq(candidateHistory.candidateId, candidate.id), eq(candidateHistory.action, 'stage_status')),
      );
    expect(history).toHaveLength(1);
    expect(await t.db.select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(1);

    // success moves the candidate on; replaying the older `eval` report is recognised and ignored.
    const ok = JSON.stringify({ candidate_id: candidate.id, status: 'success' });
    expect((await send(ok, sign(ok))).json().changed).toBe(true);
    expect((await send(raw, sign(raw))).json()).toEqual({
      candidate_id: candidate.id,
      status: 'success',
      changed: false,
    });
    expect((await stage2(candidate.id)).status).toBe('success');
    const [record] = await t.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(record!.status).toBe('assigned');
  });

  it('422 for a status VCV does not take, 404 for an unknown candidate, 422 once decided', async () => {
    const { candidate } = await atVcv();
    const wrong = JSON.stringify({ candidate_id: candidate.id, status: 'testing' });
    const res = await send(wrong, sign(wrong));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toEqual([ru.vcv.webhookStatus]);
    const unknown = JSON.stringify({ candidate_id: 2_000_000_000, status: 'eval' });
    expect((await send(unknown, sign(unknown))).statusCode).toBe(404);
    const denied = JSON.stringify({ candidate_id: candidate.id, status: 'denied_final' });
    expect((await send(denied, sign(denied))).statusCode).toBe(200);
    const late = JSON.stringify({ candidate_id: candidate.id, status: 'eval', answers: [] });
    expect((await send(late, sign(late))).statusCode).toBe(422);
  });

  it('422 when the candidate has no VCV stage', async () => {
    const { user } = await signedInClient(t.app, t.db, 'participant');
    const other = await makeCandidate(t.db, user.id, await makeVacancy(t.db, { pipeline: [1, 3] }), {
      1: 'eval',
    });
    const raw = JSON.stringify({ candidate_id: other.id, status: 'eval' });
    expect((await send(raw, sign(raw))).statusCode).toBe(422);
  });

  it('exists without a configured secret: 401 unsigned, 503 with a Russian message when signed', async () => {
    const bare = await createTestApp();
    try {
      const raw = JSON.stringify({ candidate_id: 1, status: 'eval' });
      const post = (headers: Record<string, string>, payload?: string) =>
        bare.app.inject({
          method: 'POST',
          url: '/api/vcv/update-webhook',
          ...(payload ? { payload } : {}),
          headers: { 'content-type': 'application/json', ...headers },
        });
      const unsigned = await post({}, raw);
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().message).toBe(ru.vcv.badSignature);
      expect((await post({})).statusCode).toBe(401);
      const signed = await post({ 'x-signature': sign(raw) }, raw);
      expect(signed.statusCode).toBe(503);
      expect(signed.json().message).toBe(ru.vcv.webhookNotConfigured);
      expect(signed.json().message).toMatch(/^Приём результатов от сервиса видеорезюме не настроен/);
    } finally {
      await bare.close();
    }
  });

  it('a call without a body: 401 unless its signature holds, then 422', async () => {
    const empty = (signature: string) =>
      t.app.inject({ method: 'POST', url: '/api/vcv/update-webhook', headers: { 'x-signature': signature } });
    expect((await empty('sha256=00')).statusCode).toBe(401);
    expect((await empty(sign(''))).statusCode).toBe(422);
  });
});
