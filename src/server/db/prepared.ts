/**
 * Named prepared statements for the hot reads (decision 028): the SQL is written once, here at
 * module load, never built per request; on PostgreSQL each pooled connection parses and plans it
 * once under its name (node-postgres remembers which connections have it), and after a few runs
 * PostgreSQL keeps a generic plan, so a request costs an execution, not a parse and a plan. Each
 * statement answers what its call needs in one round trip (JSON aggregated in SQL where a page
 * reads several tables). PGlite runs the same text (it is in this process: no round trip to save).
 *
 * Only for reads outside a transaction: the statement runs on the pool (`Db`), not on a `Tx`.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

export type Prepared<R> = (db: Db, params: unknown[]) => Promise<R[]>;

const names = new Set<string>();

/** `text` under `name` (unique: a connection refuses one name for two texts). */
export function prepared<R>(name: string, text: string): Prepared<R> {
  if (names.has(name)) throw new Error(`prepared statement ${name} is declared twice`);
  names.add(name);
  return async (db, params) => {
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    if (client instanceof pg.Pool)
      return (await client.query<R & pg.QueryResultRow>({ name, text, values: params })).rows;
    return (await client.query<R>(text, params)).rows;
  };
}

/** A timestamp read from JSON built in SQL (`2026-11-26T10:00:00.123+00:00`) as the contracts' ISO text. */
export const isoFromJson = (v: string | null): string | null =>
  v === null ? null : new Date(v).toISOString();

/**
 * A file id kept in a JSON field (`expr`, a jsonb value), as SQL: the integer when it is a JSON
 * number in the id range, else null (a string, a number out of range never reaches the cast).
 */
export const jsonIdSql = (expr: string) =>
  `case when jsonb_typeof(${expr}) = 'number' and (${expr} #>> '{}')::numeric between 1 and 2147483647
     then (${expr} #>> '{}')::numeric::int end`;
