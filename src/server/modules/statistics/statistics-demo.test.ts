import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/demo-seed.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seedDemoStatistics } from './statistics-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo statistics', () => {
  it('fill every block of the report once, and a second run adds nothing', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    await seedDemoStatistics(t.db);
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const first = (await c.get('/api/dashboard/vacancies/statistics?all_time=1')).data.data;
    expect(first.sources.length).toBeGreaterThan(3);
    expect(first.time_to_decision.decided).toBeGreaterThan(0);
    expect(first.time_to_decision.hired.count).toBeGreaterThan(0);
    expect(first.funnel[0].median_hours).not.toBeNull();
    expect(first.feedback.filter((f: { count: number }) => f.count > 0).length).toBeGreaterThanOrEqual(4);
    // Those registered over a week ago answered the usability survey: a demo account opens without it.
    expect(first.feedback.find((f: { kind: string }) => f.kind === 'usability').count).toBeGreaterThan(10);
    expect(first.departments.length).toBeGreaterThan(1);
    expect(first.cities.top.length).toBeGreaterThan(0);

    await seedDemoStatistics(t.db);
    const second = (await c.get('/api/dashboard/vacancies/statistics?all_time=1')).data.data;
    expect(second.sources).toEqual(first.sources);
    expect(second.feedback).toEqual(first.feedback);
    expect(second.time_to_decision).toEqual(first.time_to_decision);
    expect(second.funnel).toEqual(first.funnel);
    const [rows] = (
      (await t.db.execute(
        sql`select count(*)::int as n, count(distinct (candidate_id, after))::int as d from candidate_history where action = 'stage_status' and n = 1`,
      )) as unknown as { rows: { n: number; d: number }[] }
    ).rows;
    expect(rows!.n).toBe(rows!.d);
  });
});
