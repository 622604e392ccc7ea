import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { materials } from '../../db/schema.ts';
import { openFileStore } from '../../lib/files/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_MATERIALS, seedDemoMaterials } from './materials-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds materials for several stages, videos with their file, once', async () => {
  const store = openFileStore(t.config.FILES_DIR);
  await seedDemoMaterials(t.db, store);
  await seedDemoMaterials(t.db, store);
  const rows = await t.db.select().from(materials);
  expect(rows).toHaveLength(DEMO_MATERIALS.length);
  expect(new Set(rows.flatMap((r) => r.stages)).size).toBeGreaterThanOrEqual(6);
  expect(rows.some((r) => r.stages.length === 0)).toBe(true);
  const videos = rows.filter((r) => r.kind === 'video');
  expect(videos.length).toBeGreaterThan(0);
  expect(videos.every((r) => r.mediaFileId !== null)).toBe(true);
  const [kinds] = await t.db
    .select({ n: sql<number>`count(distinct ${materials.kind})::int` })
    .from(materials);
  expect(kinds!.n).toBe(3);
});
