import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { candidateHistory, candidates, candidateStages, files } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/screening/stage/offer/decision';
const ALL_PASSED = {
  1: 'success',
  2: 'success',
  3: 'success',
  4: 'success',
  5: 'success',
  6: 'success',
} as const;

/** A participant whose offer stage is at `offer`; staff attached the offer document unless told not to. */
async function atOffer(
  offer: 'awaiting' | 'expired' | 'none' = 'awaiting',
  opts: { document?: boolean } = {},
) {
  const p = await signedInClient(t.app, t.db, 'participant');
  const v = await makeVacancy(t.db);
  const cand = await makeCandidate(
    t.db,
    p.user.id,
    v,
    { ...ALL_PASSED, 7: offer },
    { status: 'carried_out' },
  );
  if (opts.document !== false) {
    const [doc] = await t.db
      .insert(files)
      .values({
        kind: 'cv',
        originalName: 'Оффер.pdf',
        mime: 'application/pdf',
        size: 100,
        sha256: 'cd'.repeat(32),
      })
      .returning();
    await t.db
      .update(candidateStages)
      .set({ data: { offer_file_id: doc!.id } })
      .where(and(eq(candidateStages.candidateId, cand.id), eq(candidateStages.n, 7)));
  }
  return { ...p, cand };
}
const stagesOf = (id: number) =>
  t.db
    .select()
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, id))
    .orderBy(asc(candidateStages.n));
const recordOf = async (id: number) =>
  (await t.db.select().from(candidates).where(eq(candidates.id, id)))[0]!;

describe('PUT /api/screening/stage/offer/decision', () => {
  it('401 signed out, 403 for staff', async () => {
    expect((await client(t.app).put(URL, { accept: true })).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.put(URL, { accept: true })).statusCode).toBe(403);
    }
  });

  it('422 with Russian field messages', async () => {
    const { c } = await atOffer();
    const res = await c.put(URL, { accept: 'да', reason: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.accept).toEqual(['Укажите решение: принять или отказаться']);
    expect(res.data.errors.reason).toEqual(['Причина — не длиннее 2000 символов']);
  });

  it('accepting: OFFER success, the record success, INTERNSHIP_START awaits, history by the participant', async () => {
    const { c, user, cand } = await atOffer();
    const res = await c.put(URL, { accept: true });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe('Оффер принят');
    expect((await stagesOf(cand.id)).slice(6).map((s) => s.status)).toEqual(['success', 'awaiting']);
    expect((await recordOf(cand.id)).status).toBe('success');
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, cand.id), eq(candidateHistory.n, 7)));
    expect(history).toMatchObject([
      { actorId: user.id, before: 'awaiting', after: 'success', note: 'Оффер принят' },
    ]);
    // Deciding twice is refused.
    const again = await c.put(URL, { accept: false });
    expect(again.statusCode).toBe(422);
    expect(again.data.message).toBe('Оффер сейчас не ждёт вашего решения');
  });

  it('accepting before the offer document exists: 422, nothing changes; declining needs no document', async () => {
    const { c, cand } = await atOffer('awaiting', { document: false });
    const res = await c.put(URL, { accept: true });
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe(ru.offer.noDocument);
    expect(res.data.errors.accept).toEqual([ru.offer.noDocument]);
    expect((await stagesOf(cand.id))[6]!.status).toBe('awaiting');
    expect((await recordOf(cand.id)).status).toBe('carried_out');
    expect((await c.put(URL, { accept: false })).statusCode).toBe(200);
  });

  it('declining: OFFER cancel, the record ends, the reason in the history', async () => {
    const { c, cand } = await atOffer();
    const res = await c.put(URL, { accept: false, reason: '  Выбрал другую компанию ' });
    expect(res.statusCode).toBe(200);
    expect((await stagesOf(cand.id))[6]!.status).toBe('cancel');
    const record = await recordOf(cand.id);
    expect(record.status).toBe('cancel');
    expect(record.endedAt).not.toBeNull();
    const [row] = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, cand.id), eq(candidateHistory.n, 7)));
    expect(row!.note).toBe('Отказ от оффера: Выбрал другую компанию');
    // The participant's screening is over: the outcome banner comes next.
    expect((await c.get('/api/screening/vacancy')).data.last_outcome).toMatchObject({ status: 'cancel' });
  });

  it('422 when the offer does not await: expired, not reached, or no active screening', async () => {
    for (const status of ['expired', 'none'] as const) {
      const { c, cand } = await atOffer(status);
      const res = await c.put(URL, { accept: true });
      expect(res.statusCode, status).toBe(422);
      expect((await stagesOf(cand.id))[6]!.status).toBe(status);
    }
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const res = await c.put(URL, { accept: true });
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe('У вас нет активного отбора');
  });

  it('a vacancy without an offer stage: 422', async () => {
    const p = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 8] });
    await makeCandidate(t.db, p.user.id, v, { 1: 'success', 2: 'awaiting' }, { status: 'assigned' });
    expect((await p.c.put(URL, { accept: true })).statusCode).toBe(422);
  });
});
