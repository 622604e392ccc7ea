import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = (url: string) => client(t.app).get(url);
const q = (s: string) => `/api/institutions?query=${encodeURIComponent(s)}`;

describe('reference data (public)', () => {
  it('cities: every city over 100k and the regional centres, sorted in Russian', async () => {
    const res = await get('/api/cities');
    expect(res.statusCode).toBe(200);
    const names: string[] = res.data.data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(200);
    for (const city of [
      'Москва',
      'Санкт-Петербург',
      'Новосибирск',
      'Анадырь',
      'Нарьян-Мар',
      'Магас',
      'Салехард',
      'Дербент',
      'Кисловодск',
    ]) {
      expect(names).toContain(city);
    }
    expect(names.indexOf('Абакан')).toBeLessThan(names.indexOf('Ярославль'));
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('citizenships: every country with Russian names, Россия first', async () => {
    const res = await get('/api/citizenships');
    expect(res.data.data.length).toBeGreaterThanOrEqual(195);
    expect(res.data.data[0]).toEqual({ code: 'RU', name: 'Россия' });
    const names = res.data.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Беларусь', 'Казахстан', 'Германия', 'Китай']));
  });

  it('institutions: found by abbreviation, by any part of the name, with ё as е', async () => {
    const mgu = await get(q('МГУ'));
    expect(mgu.statusCode).toBe(200);
    expect(mgu.data.data[0].name).toMatch(/Ломоносова/);
    const hse = await get(q('Высшая школа экономики'));
    expect(hse.data.data.map((i: { short: string }) => i.short)).toContain('НИУ ВШЭ');
    const lower = await get(q('высшая ШКОЛА'));
    expect(lower.data.data.length).toBeGreaterThan(0);
    const bauman = await get(q('баумана'));
    expect(bauman.data.data[0].name).toMatch(/Баумана/);
    const nickname = await get(q('вышка'));
    expect(nickname.data.data[0].short).toBe('НИУ ВШЭ');
    const nothing = await get(q('несуществующийвуз'));
    expect(nothing.data.data).toEqual([]);
  });

  it('institutions: at most 20, wildcards are plain text, lookup by id', async () => {
    expect((await get(q('университет'))).data.data.length).toBe(20);
    expect((await get(q('%%%'))).data.data).toEqual([]);
    const first = (await get(q('МГУ'))).data.data[0];
    expect((await get(`/api/institutions?id=${first.id}`)).data.data).toEqual([first]);
  });

  it('institutions: 422 for an over-long query', async () => {
    const res = await get(q('а'.repeat(101)));
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.query).toEqual(['Не длиннее 100 символов']);
  });
});
