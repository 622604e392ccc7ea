/**
 * The card's history as staff read it (history-labels.ts): statuses in the staff's words, managers by
 * name, edited fields and their values named, never a code (issue 15, items 3 and 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import { cities, users } from '../../db/schema.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Entry = {
  action: string;
  what: string;
  n: number | null;
  before_text: string | null;
  after_text: string | null;
  note: string;
};

describe('GET /api/dashboard/candidate/{id}/history', () => {
  it('names every code: statuses by their staff labels, managers by name, edited fields and values', async () => {
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const participant = await makeUser(t.db);
    const v = await makeVacancy(t.db, { pipeline: [1, 5] });
    const candidate = await makeCandidate(t.db, participant.id, v, { 1: 'eval' });
    const manager = await makeUser(t.db, { role: 'manager' });
    await t.db.update(users).set({ lastName: 'Орлова', firstName: 'Ирина' }).where(eq(users.id, manager.id));
    const [kazan] = await t.db.select().from(cities).where(eq(cities.name, 'Казань'));
    const url = `/api/dashboard/candidate/${candidate.id}`;

    // Screening passes: the record is taken into the pipeline, no meeting exists yet.
    expect((await c.put(`${url}/stage/1`, { status: 'success' })).statusCode).toBe(200);
    expect((await c.put(`${url}/manager`, { user_ids: [manager.id] })).statusCode).toBe(200);
    expect((await c.put(url, { source: 'university', city_id: kazan!.id })).statusCode).toBe(200);

    const card = await c.get(url);
    expect(card.data.data.status).toBe('assigned');
    expect(ru.statuses.application.staff.assigned).toBe('В отборе');

    const res = await c.get(`${url}/history`);
    expect(res.statusCode).toBe(200);
    const entries = res.data.data as Entry[];
    const one = (action: string, n?: number) =>
      entries.find((e) => e.action === action && (n === undefined || e.n === n));
    expect(one('status')).toMatchObject({
      what: 'Статус заявки',
      before_text: 'Ждёт разбора',
      after_text: 'В отборе',
    });
    expect(one('stage_status', 1)).toMatchObject({
      what: 'Статус этапа',
      before_text: 'На проверке',
      after_text: 'Пройден',
    });
    expect(one('stage_status', 5)).toMatchObject({ before_text: 'Не начат', after_text: 'Ожидает' });
    expect(one('managers')).toMatchObject({
      what: 'Руководители кандидата',
      before_text: 'никого',
      after_text: 'Орлова Ирина',
    });
    const edits = entries.filter((e) => e.action === 'edit');
    expect(edits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          what: 'Изменены данные: Источник',
          before_text: null,
          after_text: 'Вуз или карьерный центр',
          note: '',
        }),
        expect.objectContaining({ what: 'Изменены данные: Город', after_text: 'Казань', note: '' }),
      ]),
    );
    // Nothing a person reads is a code: no status codes, field names or bare ids.
    const read = entries.flatMap((e) => [e.what, e.before_text, e.after_text, e.note]).join(' | ');
    expect(read).not.toMatch(/\b(assigned|awaiting|success|eval|managers|source|city_id|university)\b/);
    expect(read).not.toContain(`→ ${manager.id}`);
    expect(read).not.toMatch(new RegExp(`\\b${kazan!.id}\\b`));
  });
});
