/**
 * A participant moved to another vacancy (`PUT /api/screening/user/{id}/vacancy`) answers the new
 * vacancy's screening through `POST /api/screening/apply`: their `none` record is completed, not
 * refused and not doubled. A `none` record still blocks applying anywhere else.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { candidateFiles, candidateHistory, candidates, candidateStages, messages } from '../../db/schema.ts';
import { pdf } from '../../lib/files/test-fixtures.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ANSWERS, makeOpenVacancy, postForm } from './apply-test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInClient(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const cvPdf = () => ({ field: 'cv', name: 'Резюме.pdf', bytes: pdf() });
const fieldsFor = (vacancyId: number) => ({
  vacancy_id: String(vacancyId),
  answers: JSON.stringify(ANSWERS),
});

/** A participant who applied to one vacancy and was moved by the admin to `target`. */
async function reassigned() {
  const p = await signedInClient(t.app, t.db, 'participant');
  const first = await makeOpenVacancy(t.db, 'open', 'Стажёр-маркетолог');
  const target = await makeOpenVacancy(t.db, 'open', 'Стажёр-аналитик');
  const applied = await postForm(p.c, '/api/screening/apply', fieldsFor(first.id), cvPdf());
  expect(applied.statusCode, applied.body).toBe(201);
  const moved = await admin.c.put(`/api/screening/user/${applied.data.id}/vacancy`, {
    vacancy_id: target.id,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return { ...p, oldId: applied.data.id as number, newId: moved.data.new.id as number, target };
}

const recordsOn = (userId: number, vacancyId: number) =>
  t.db
    .select()
    .from(candidates)
    .where(and(eq(candidates.userId, userId), eq(candidates.vacancyId, vacancyId)));

describe('POST /api/screening/apply after a reassignment', () => {
  it('completes the `none` record on the new vacancy: answers, CV, record awaiting, SCREENING eval', async () => {
    const { c, user, newId, target } = await reassigned();
    expect((await c.get('/api/screening/vacancy')).data.application).toEqual({ id: newId, status: 'none' });
    // What /progress shows: the new vacancy's screening, waiting for the participant.
    expect((await c.get('/api/screening/vacancy/stages')).data.data[0]).toMatchObject({
      n: 1,
      type: 'SCREENING',
      status: 'awaiting',
    });
    expect((await c.get(`/api/vacancies/${target.id}/stages`)).statusCode).toBe(200);

    const res = await postForm(c, '/api/screening/apply', fieldsFor(target.id), cvPdf());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toEqual({ id: newId, status: 'awaiting' });

    const rows = await recordsOn(user.id, target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: newId,
      status: 'awaiting',
      answers: ANSWERS,
      source: 'reassign',
      currentStageN: 1,
      currentStageStatus: 'eval',
    });
    expect(rows[0]!.submittedAt).toBeInstanceOf(Date);
    expect(rows[0]!.cvFileId).not.toBeNull();
    const [screening] = await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, newId), eq(candidateStages.n, 1)));
    expect(screening!.status).toBe('eval');
    expect(
      await t.db.select().from(candidateFiles).where(eq(candidateFiles.candidateId, newId)),
    ).toMatchObject([{ fileId: rows[0]!.cvFileId, n: 1, role: 'cv' }]);
    const history = await t.db.select().from(candidateHistory).where(eq(candidateHistory.candidateId, newId));
    expect(history.map((h) => [h.action, h.after])).toEqual(
      expect.arrayContaining([
        ['applied', 'awaiting'],
        ['stage_status', 'eval'],
      ]),
    );
    const notices = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(notices.filter((m) => m.title === ru.apply.noticeAppliedTitle)).toHaveLength(2);
    expect((await c.get('/api/screening/vacancy')).data.application).toEqual({
      id: newId,
      status: 'awaiting',
    });

    // Answered once: a second try is refused like any active screening.
    const again = await postForm(c, '/api/screening/apply', fieldsFor(target.id), cvPdf());
    expect([again.statusCode, again.data.message]).toEqual([422, ru.apply.alreadyActive]);
  });

  it('422 on another vacancy (the `none` record is the active screening), nothing written', async () => {
    const { c, user, newId } = await reassigned();
    const other = await makeOpenVacancy(t.db, 'open', 'Стажёр-юрист');
    const res = await postForm(c, '/api/screening/apply', fieldsFor(other.id), cvPdf());
    expect([res.statusCode, res.data.message]).toEqual([422, ru.apply.alreadyActive]);
    expect(res.data.errors).toEqual({ vacancy_id: [ru.apply.alreadyActive] });
    expect(await recordsOn(user.id, other.id)).toHaveLength(0);
    const [rec] = await t.db.select().from(candidates).where(eq(candidates.id, newId));
    expect(rec!.status).toBe('none');
  });

  it('422 on the old vacancy too (its record ended as reassigned; the new one is active)', async () => {
    const { c, oldId } = await reassigned();
    const [old] = await t.db.select().from(candidates).where(eq(candidates.id, oldId));
    const res = await postForm(c, '/api/screening/apply', fieldsFor(old!.vacancyId), cvPdf());
    expect([res.statusCode, res.data.message]).toEqual([422, ru.apply.alreadyActive]);
  });
});
