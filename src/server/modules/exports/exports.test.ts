import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import type { GeneralExportQuery } from '#shared/contracts/exports.ts';
import { writeXlsx } from '../../lib/xlsx.ts';
import {
  candidates,
  cities,
  feedback,
  institutions,
  participantProfiles,
  users,
  vacancySearches,
  vacancySubscriptions,
} from '../../db/schema.ts';
import { client, type Response } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { jsonPages, jsonRows } from './batches.ts';
import { generalExportPages } from './general-export.service.ts';
import { generalSheet } from './general-export.sheet.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInClient(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const URLS = [
  '/api/dashboard/export?all_time=1',
  '/api/dashboard/export/search',
  '/api/dashboard/export/subscriptions',
  '/api/dashboard/export/feedback',
];

async function sheet(res: Response) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-length']).toBeUndefined();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  ws.eachRow((row) => rows.push(row));
  const header = (rows[0]!.values as unknown[]).slice(1) as string[];
  const col = (name: string) => header.indexOf(name) + 1;
  return { ws, rows, header, col };
}

const count = async (table: typeof vacancySearches | typeof vacancySubscriptions | typeof feedback) =>
  Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

describe('access and validation', () => {
  it('401 signed out; 403 for a recruiter, a manager and a participant', async () => {
    for (const url of URLS) {
      expect((await client(t.app).get(url)).statusCode, url).toBe(401);
      for (const role of ['recruiter', 'manager', 'participant'] as const) {
        expect(
          (await (await signedInClient(t.app, t.db, role)).c.get(url)).statusCode,
          `${role} ${url}`,
        ).toBe(403);
      }
    }
  });

  it('422 in Russian naming the field: missing, malformed or impossible dates, date_from after date_to, a bad all_time', async () => {
    for (const [q, field] of [
      ['', 'date_from'],
      ['date_from=01.10.2026', 'date_to'],
      ['date_from=2026-10-01&date_to=31.10.2026', 'date_from'],
      ['date_from=31.02.2026&date_to=31.03.2026', 'date_from'],
      ['date_from=02.10.2026&date_to=01.10.2026', 'date_to'],
      ['all_time=yes', 'all_time'],
    ]) {
      const res = await admin.c.get(`/api/dashboard/export?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.data.errors[field!]?.[0], q).toMatch(/[а-я]/);
    }
  });
});

describe('GET /api/dashboard/export', () => {
  it('the candidates created in the Moscow days chosen, with contacts, position, statuses and each stage; text stays text', async () => {
    const [city] = await t.db
      .insert(cities)
      .values({ name: 'Тверь', region: 'Тверская область' })
      .returning();
    const v = await makeVacancy(t.db, { pipeline: [1, 2, 7], title: '=1+1' });
    const mk = async (last: string, createdAt: string) => {
      const u = await makeUser(t.db);
      await t.db
        .update(users)
        .set({ lastName: last, firstName: 'Анна', cityId: city!.id, birthDate: '2003-04-05' })
        .where(eq(users.id, u.id));
      const rec = await makeCandidate(t.db, u.id, v, { 1: 'success', 2: 'awaiting' }, { status: 'assigned' });
      await t.db
        .update(candidates)
        .set({ createdAt: new Date(createdAt), submittedAt: new Date(createdAt), source: '+79990001122' })
        .where(eq(candidates.id, rec.id));
      return { u, rec };
    };
    // 20.03.2020 21:30 UTC is already 21.03 in Moscow.
    const inside = await mk('Иванова', '2020-03-20T21:30:00Z');
    const edge = await mk('Петрова', '2020-03-22T20:59:00Z');
    await t.db.update(candidates).set({ source: 'hh' }).where(eq(candidates.id, edge.rec.id));
    await mk('Сидорова', '2020-03-22T21:00:00Z');
    await mk('Смирнова', '2020-03-20T20:59:00Z');

    const res = await admin.c.get('/api/dashboard/export?date_from=21.03.2020&date_to=22.03.2020&all_time=0');
    expect(decodeURIComponent(res.headers['content-disposition'] as string)).toContain(
      'Кандидаты_21.03.2020-22.03.2020.xlsx',
    );
    const { rows, header, col } = await sheet(res);
    expect(rows.length).toBe(3);
    expect(header.slice(0, 7)).toEqual([
      'ID заявки',
      'ID участника',
      'Фамилия',
      'Имя',
      'Отчество',
      'E-mail',
      'Телефон',
    ]);
    expect(header).toContain('Этап: Анкета');
    const first = rows[1]!;
    expect(first.getCell(col('ID заявки')).value).toBe(inside.rec.id);
    expect(first.getCell(col('Фамилия')).value).toBe('Иванова');
    expect(first.getCell(col('E-mail')).value).toBe(inside.u.email);
    expect(first.getCell(col('Город')).value).toBe('Тверь');
    expect(first.getCell(col('Статус заявки')).value).toBe('В отборе');
    const stage = (name: string) => first.getCell(col(`Этап: ${name}`)).value;
    expect([stage('Анкета'), stage('Оффер'), stage('Тестирование')]).toEqual(['Пройден', 'Не начат', null]);
    // A value that looks like a formula stays text; a phone keeps its +.
    const title = first.getCell(col('Позиция'));
    expect(title.type).toBe(ExcelJS.ValueType.String);
    expect(title.value).toBe('=1+1');
    expect(first.getCell(col('Источник')).value).toBe('+79990001122');
    // The phone reads as everywhere else; a listed source by its Russian name.
    expect(first.getCell(col('Телефон')).value).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    expect(rows[2]!.getCell(col('Источник')).value).toBe('hh.ru');
    // Dates are date cells shown DD.MM.YYYY, on the Moscow day.
    const applied = first.getCell(col('Дата отклика'));
    expect(applied.numFmt).toBe('dd.mm.yyyy');
    expect((applied.value as Date).toISOString().slice(0, 10)).toBe('2020-03-21');
    expect((first.getCell(col('Дата рождения')).value as Date).toISOString().slice(0, 10)).toBe('2003-04-05');
    expect(rows[2]!.getCell(col('ID заявки')).value).toBe(edge.rec.id);
  });

  it('all time: every application, the file named for today', async () => {
    const total = Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates))[0]!.n);
    const res = await admin.c.get('/api/dashboard/export?all_time=1&date_from=&date_to=');
    expect(decodeURIComponent(res.headers['content-disposition'] as string)).toMatch(
      /Кандидаты_все-время_на_\d{2}\.\d{2}\.\d{4}\.xlsx/,
    );
    expect((await sheet(res)).rows.length).toBe(total + 1);
  });
});

describe('generalExportPages', () => {
  it('names a city, an institution and a vacancy added after the export read the names, in their rows', async () => {
    const pages = generalExportPages(t.db, { all_time: true } as GeneralExportQuery);
    const names = (await pages.next()).value as string;
    const [city] = await t.db.insert(cities).values({ name: 'Новый Город', region: 'Область' }).returning();
    const [institution] = await t.db
      .insert(institutions)
      .values({
        name: 'Новый университет',
        city: 'Новый Город',
        kind: 'university',
        search: 'новый университет',
      })
      .returning();
    const v = await makeVacancy(t.db, { pipeline: [1], title: 'Вакансия после начала' });
    const u = await makeUser(t.db);
    await t.db.update(users).set({ cityId: city!.id }).where(eq(users.id, u.id));
    await t.db
      .update(participantProfiles)
      .set({ institutionId: institution!.id })
      .where(eq(participantProfiles.userId, u.id));
    const rec = await makeCandidate(t.db, u.id, v);
    expect(names).not.toContain('Вакансия после начала');

    async function* texts() {
      yield names;
      yield* pages;
    }
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeXlsx(out, generalSheet(texts()));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const rows: ExcelJS.Row[] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push(row));
    const header = (rows[0]!.values as unknown[]).slice(1) as string[];
    const col = (name: string) => header.indexOf(name) + 1;
    const mine = rows.find((row) => row.getCell(col('ID заявки')).value === rec.id)!;
    expect(mine.getCell(col('Город')).value).toBe('Новый Город');
    expect(mine.getCell(col('Учебное заведение')).value).toBe('Новый университет');
    expect(mine.getCell(col('Позиция')).value).toBe('Вакансия после начала');
    // The rows of earlier tests are named from the names read at the start.
    expect(rows.some((row) => row.getCell(col('Город')).value === 'Тверь')).toBe(true);
  });
});

describe('landing and feedback exports', () => {
  it('searches: the filters in words, who searched, how many matched', async () => {
    const [city] = await t.db.insert(cities).values({ name: 'Казань', region: 'Татарстан' }).returning();
    const u = await makeUser(t.db);
    await t.db.update(users).set({ lastName: 'Орлова', firstName: 'Ольга' }).where(eq(users.id, u.id));
    await t.db.insert(vacancySearches).values([
      {
        filters: {
          title: '=1+1',
          departments: [2, 7],
          city_ids: [city!.id],
          work_formats: [3],
          hours: [20],
          tags: ['python'],
        },
        resultsCount: 4,
        userId: u.id,
        createdAt: new Date('2026-02-01T22:00:00Z'),
      },
      {
        filters: { title: '', departments: [], city_ids: [], work_formats: [], hours: [], tags: [] },
        resultsCount: 0,
        userId: null,
      },
    ]);
    const res = await admin.c.get('/api/dashboard/export/search');
    expect(decodeURIComponent(res.headers['content-disposition'] as string)).toMatch(
      /Поиск вакансий_\d{2}\.\d{2}\.\d{4}\.xlsx/,
    );
    const { rows, header, col } = await sheet(res);
    expect(rows.length).toBe((await count(vacancySearches)) + 1);
    expect(header).toEqual([
      'Дата',
      'Участник',
      'ID участника',
      'Название',
      'Направления',
      'Города',
      'Формат работы',
      'Часов в неделю',
      'Теги',
      'Найдено вакансий',
    ]);
    const mine = rows.find((r) => r.getCell(col('Участник')).value === 'Орлова Ольга')!;
    expect(mine.getCell(col('Название'))).toMatchObject({ type: ExcelJS.ValueType.String, value: '=1+1' });
    expect(mine.getCell(col('Направления')).value).toBe('Finance, IT');
    expect(mine.getCell(col('Города')).value).toBe('Казань');
    expect(mine.getCell(col('Формат работы')).value).toBe('Удалённая работа');
    expect(mine.getCell(col('Найдено вакансий')).value).toBe(4);
    const at = mine.getCell(col('Дата'));
    expect(at.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect((at.value as Date).toISOString().slice(0, 16)).toBe('2026-02-02T01:00');
    expect(rows.some((r) => r.getCell(col('Участник')).value === 'Посетитель')).toBe(true);
  });

  it('subscriptions: e-mail, filters, dates, whether still active', async () => {
    const tag = `s${Date.now()}`;
    await t.db.insert(vacancySubscriptions).values([
      { email: `${tag}@test.ru`, filters: { departments: [1] }, filtersKey: `${tag}a`, tokenHash: `${tag}a` },
      {
        email: `=1+1${tag}@test.ru`,
        filters: {},
        filtersKey: `${tag}b`,
        tokenHash: `${tag}b`,
        unsubscribedAt: new Date('2026-03-01T10:00:00Z'),
      },
    ]);
    const { rows, header, col } = await sheet(await admin.c.get('/api/dashboard/export/subscriptions'));
    expect(rows.length).toBe((await count(vacancySubscriptions)) + 1);
    expect(header[0]).toBe('E-mail');
    const active = rows.find((r) => r.getCell(1).value === `${tag}@test.ru`)!;
    expect(active.getCell(col('Направления')).value).toBe('Corporate affairs');
    expect(active.getCell(col('Активна')).value).toBe('Да');
    const gone = rows.find((r) => r.getCell(1).value === `=1+1${tag}@test.ru`)!;
    expect(gone.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(gone.getCell(col('Активна')).value).toBe('Нет');
    expect((gone.getCell(col('Дата отписки')).value as Date).toISOString().slice(0, 10)).toBe('2026-03-01');
  });

  it('feedback: the survey, the answer in words, the score, the comment as text, the position', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2], title: 'Стажёр IT' });
    const u = await makeUser(t.db);
    const rec = await makeCandidate(t.db, u.id, v);
    await t.db.insert(feedback).values([
      { userId: u.id, kind: 'how-know', answer: 'telegram', comment: '' },
      {
        userId: u.id,
        candidateId: rec.id,
        kind: 'video-interview-success',
        answer: 'answered',
        score: 5,
        comment: '=1+1',
      },
    ]);
    const { rows, header, col } = await sheet(await admin.c.get('/api/dashboard/export/feedback'));
    expect(rows.length).toBe((await count(feedback)) + 1);
    expect(header).toContain('Оценка');
    const mine = rows.filter((r) => r.getCell(col('ID участника')).value === u.id);
    expect(mine.map((r) => [r.getCell(col('Опрос')).value, r.getCell(col('Ответ')).value])).toEqual([
      ['Откуда узнали', 'Telegram'],
      ['Видеорезюме: прошли', 'Ответ дан'],
    ]);
    expect(mine[1]!.getCell(col('Оценка')).value).toBe(5);
    expect(mine[1]!.getCell(col('Комментарий'))).toMatchObject({
      type: ExcelJS.ValueType.String,
      value: '=1+1',
    });
    expect(mine[1]!.getCell(col('Позиция')).value).toBe('Стажёр IT');
  });
});

describe('jsonPages', () => {
  it('reads keyset pages by id until a short page, each one JSON text; jsonRows parses them', async () => {
    const asked: number[] = [];
    const pages = jsonPages(
      t.db,
      (after, limit) => (
        asked.push(after),
        sql`select i as id, 'строка ' || i as name from generate_series(1, 5) as i where i > ${after} order by i limit ${limit}`
      ),
      2,
    );
    const texts: string[] = [];
    for await (const text of pages) texts.push(text);
    expect(texts.every((text) => typeof text === 'string')).toBe(true);
    expect(asked).toEqual([0, 2, 4]);
    const rows: { id: number; name: string }[] = [];
    for await (const row of jsonRows<{ id: number; name: string }>(texts)) rows.push(row);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[4]!.name).toBe('строка 5');
  });

  it('a full last page is followed by one more query and no empty page', async () => {
    const asked: number[] = [];
    const texts: string[] = [];
    for await (const text of jsonPages(
      t.db,
      (after, limit) => (
        asked.push(after),
        sql`select i as id from generate_series(1, 4) as i where i > ${after} order by i limit ${limit}`
      ),
      2,
    ))
      texts.push(text);
    expect(asked).toEqual([0, 2, 4]);
    expect(texts.map((text) => JSON.parse(text) as unknown[]).map((page) => page.length)).toEqual([2, 2]);
  });
});
