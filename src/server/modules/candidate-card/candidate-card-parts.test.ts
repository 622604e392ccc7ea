/**
 * What the card gathers, each part against the rows it is read from: comments under their stage,
 * oldest first, with their author or none; the offer document of stage 7 (not once erased); the
 * person's citizenship and institution; and who sees it: a manager by an active position, not by an
 * inactive one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateStages,
  files,
  institutions,
  participantProfiles,
  stageComments,
  users,
  vacancyManagers,
} from '../../db/schema.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function candidate() {
  const user = await makeUser(t.db);
  const v = await makeVacancy(t.db, { pipeline: [1, 2, 7] });
  const c = await makeCandidate(t.db, user.id, v, { 1: 'success', 2: 'success', 7: 'awaiting' });
  return { user, c, vacancy: v.vacancy };
}

describe('the card, part by part', () => {
  it('comments by stage with their author, the offer document, citizenship and institution', async () => {
    const { user, c } = await candidate();
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    await t.db.update(users).set({ citizenship: 'RU' }).where(eq(users.id, user.id));
    const [inst] = await t.db.select().from(institutions).limit(1);
    await t.db
      .update(participantProfiles)
      .set({ institutionId: inst!.id })
      .where(eq(participantProfiles.userId, user.id));
    const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, s));
    await t.db.insert(stageComments).values([
      { candidateId: c.id, n: 2, authorId: recruiter.user.id, text: 'второй', createdAt: at(2) },
      { candidateId: c.id, n: 2, authorId: null, text: 'первый', createdAt: at(1) },
      { candidateId: c.id, n: 7, authorId: recruiter.user.id, text: 'оффер', createdAt: at(3) },
    ]);
    const [offer] = await t.db
      .insert(files)
      .values({
        kind: 'cv',
        originalName: 'Оффер.pdf',
        mime: 'application/pdf',
        size: 77,
        sha256: 'ef'.repeat(32),
      })
      .returning();
    const stage7 = and(eq(candidateStages.candidateId, c.id), eq(candidateStages.n, 7));
    await t.db
      .update(candidateStages)
      .set({ data: { offer_file_id: offer!.id } })
      .where(stage7);

    const url = `/api/dashboard/candidate/${c.id}`;
    const d = (await recruiter.c.get(url)).data.data;
    expect(d.profile.citizenship).toEqual({ code: 'RU', name: expect.any(String) });
    expect(d.profile.institution).toEqual({ id: inst!.id, name: inst!.name });
    const byN = (n: number) => d.stages.find((s: { n: number }) => s.n === n).comments;
    expect(byN(2).map((m: { text: string }) => m.text)).toEqual(['первый', 'второй']);
    expect(byN(2)[0]).toMatchObject({ author: null, created_at: at(1).toISOString(), n: 2 });
    expect(byN(2)[1].author).toEqual({ id: recruiter.user.id, name: expect.any(String), role: 'recruiter' });
    expect(byN(7).map((m: { text: string }) => m.text)).toEqual(['оффер']);
    expect(byN(1)).toEqual([]);
    expect(d.offer_file).toEqual({ id: offer!.id, name: 'Оффер.pdf', size: 77 });

    await t.db.update(files).set({ erasedAt: new Date() }).where(eq(files.id, offer!.id));
    expect((await recruiter.c.get(url)).data.data.offer_file).toBeNull();
    // A text where a number belongs is no file, and no error.
    await t.db
      .update(candidateStages)
      .set({ data: { offer_file_id: String(offer!.id) } })
      .where(stage7);
    expect((await recruiter.c.get(url)).data.data.offer_file).toBeNull();
  });

  it('a manager sees a candidate of a position they actively manage, not once inactive', async () => {
    const { c, vacancy } = await candidate();
    const manager = await signedInClient(t.app, t.db, 'manager');
    const url = `/api/dashboard/candidate/${c.id}`;
    expect((await manager.c.get(url)).statusCode).toBe(404);
    await t.db.insert(vacancyManagers).values({ vacancyId: vacancy.id, userId: manager.user.id });
    expect((await manager.c.get(url)).data.data.id).toBe(c.id);
    await t.db
      .update(vacancyManagers)
      .set({ active: false })
      .where(eq(vacancyManagers.userId, manager.user.id));
    expect((await manager.c.get(url)).statusCode).toBe(404);
  });
});
