/**
 * The plans of the queries the candidates table, its row and the card really send: the services run
 * on a drizzle instance whose logger records every statement with its parameters, then each one is
 * explained (EXPLAIN ANALYZE, warm) on the same connection. Flags a sequential scan over a table that
 * grows with the candidates, and reports how many rows the plan's scans read in all (the work).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';

/** Tables whose size follows the number of candidates. */
const BIG = [
  'users',
  'participant_profiles',
  'consents',
  'candidates',
  'candidate_stages',
  'candidate_history',
  'candidate_managers',
  'messages',
  'sessions',
  'feedback',
];

export type PlanCheck = {
  name: string;
  statements: number;
  ms: number;
  rowsRead: number;
  seqScans: string[];
  paths: string[];
  plans: string[][];
};

type Explainer = {
  db: Db;
  explain: (text: string, params: unknown[]) => Promise<string[]>;
  close: () => Promise<void>;
};

/** Keeps every statement a drizzle instance sends, with its parameters. */
export class Recorder implements Logger {
  statements: { text: string; params: unknown[] }[] = [];
  logQuery(text: string, params: unknown[]): void {
    this.statements.push({ text, params });
  }
}

/** A drizzle instance on the database whose statements `recorder` keeps, and EXPLAIN on the same connection. */
export async function openRecorded(
  kind: 'pglite' | 'postgres',
  where: string,
  recorder: Recorder,
): Promise<Explainer> {
  const firstColumn = (rows: Record<string, unknown>[]) => rows.map((r) => String(Object.values(r)[0]));
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: where, max: 1 });
    return {
      db: drizzlePg(pool, { schema, logger: recorder }) as unknown as Db,
      explain: async (text, params) =>
        firstColumn((await pool.query(`explain (analyze, costs off) ${text}`, params)).rows),
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({ dataDir: where, extensions: { pg_trgm } });
  return {
    db: drizzlePglite(pglite, { schema, logger: recorder }) as unknown as Db,
    explain: async (text, params) =>
      firstColumn(
        (await pglite.query<Record<string, unknown>>(`explain (analyze, costs off) ${text}`, params)).rows,
      ),
    close: () => pglite.close(),
  };
}

/** Rows the scans of a text plan read (actual rows × loops of every scan node). */
function rowsRead(plan: string[]): number {
  let sum = 0;
  for (const line of plan) {
    if (!/Scan/.test(line) || /Bitmap Index Scan/.test(line)) continue;
    const m = line.match(/actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)/); // PostgreSQL 18 (PGlite) prints rows=1.00
    if (m) sum += Number(m[1]) * Number(m[2]);
  }
  return Math.round(sum);
}

/**
 * Runs each named action twice (the second run warm) with statement recording on, and explains the
 * statements of the second run. `kind`/`where`: a PostgreSQL URL, or a PGlite folder no server holds.
 */
export async function checkPlans(
  kind: 'pglite' | 'postgres',
  where: string,
  actions: { name: string; run: (db: Db) => Promise<unknown> }[],
): Promise<PlanCheck[]> {
  const recorder = new Recorder();
  const x = await openRecorded(kind, where, recorder);
  const out: PlanCheck[] = [];
  try {
    for (const a of actions) {
      await a.run(x.db);
      recorder.statements = [];
      await a.run(x.db);
      const statements = recorder.statements.filter((s) => /^\s*(select|with)/i.test(s.text));
      const plans: string[][] = [];
      for (const s of statements) plans.push(await x.explain(s.text, s.params));
      const all = plans.flat();
      const ms = plans.reduce(
        (sum, p) =>
          sum + Number(p.find((l) => l.startsWith('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? 0),
        0,
      );
      const seqScans = [
        ...new Set(
          all.flatMap((l) => {
            const table = l.match(/Seq Scan on (\w+)/)?.[1];
            return table && BIG.includes(table) ? [table] : [];
          }),
        ),
      ];
      const paths = [
        ...new Set(
          all
            .map((l) =>
              l.match(
                /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using (\w+) )?on (\w+)/,
              ),
            )
            .filter((m) => m !== null)
            .map((m) => (m[2] ? `${m[1]} ${m[2]}` : `${m[1]} ${m[3]}`)),
        ),
      ];
      out.push({
        name: a.name,
        statements: statements.length,
        ms,
        rowsRead: plans.reduce((s, p) => s + rowsRead(p), 0),
        seqScans,
        paths,
        plans,
      });
    }
  } finally {
    await x.close();
  }
  return out;
}

export function plansTable(title: string, checks: PlanCheck[], verbose: boolean): string {
  const lines = [
    `### ${title}`,
    '',
    '| call | statements | execution ms (sum) | rows read by scans | seq scan over a big table | access paths |',
    '|---|---:|---:|---:|---|---|',
    ...checks.map(
      (p) =>
        `| ${p.name} | ${p.statements} | ${p.ms.toFixed(2)} | ${p.rowsRead} | ${p.seqScans.join(', ') || '—'} | ${p.paths.join('; ')} |`,
    ),
  ];
  if (verbose)
    for (const p of checks)
      lines.push('', `${p.name}:`, ...p.plans.flatMap((plan) => ['', ...plan.map((l) => `    ${l}`)]));
  return lines.join('\n');
}
