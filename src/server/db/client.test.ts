import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { openDatabase, type Db } from './client.ts';
import { seedReferenceData } from './reference-seed.ts';

const url = process.env.DATABASE_URL;

const counts = async (db: Db) =>
  (
    (await db.execute(sql`select (select count(*)::int from cities) as cities, (select count(*)::int from citizenships) as citizenships,
      (select count(*)::int from institutions) as institutions`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows[0];

describe.runIf(url)('servers starting together on a new PostgreSQL database', () => {
  let t: TestApp;
  let admin: pg.Client;
  const name = `jti_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(async () => {
    t = await createTestApp(); // its reference data, filled once, to compare with
    const adminUrl = new URL(url!);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await t.close();
  });

  it('migrate and fill it once: the fill runs under the migration lock', async () => {
    const fresh = new URL(url!);
    fresh.pathname = `/${name}`;
    const servers = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: fresh.toString(), poolSize: 2 })),
    );
    try {
      await Promise.all(servers.map((s) => s.migrate(() => seedReferenceData(s.db))));
      expect(await counts(servers[0]!.db)).toEqual(await counts(t.db));
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});
