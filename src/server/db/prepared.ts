/**
 * Named prepared statements for the hot reads (decisions 028, 054): the SQL is built once, never per
 * request; on PostgreSQL each pooled connection parses and plans it once under its name, and after a
 * few runs PostgreSQL keeps a generic plan, so a request costs an execution, not a parse and a plan.
 * `preparedQuery` is the way: a drizzle query, typed by the schema. `prepared` (SQL text with a
 * hand-declared row type) is what is left of decision 028's JSON-building reads (the feed, the
 * progress page), to be moved to `preparedQuery` when next touched.
 *
 * Only for reads outside a transaction: the statement runs on the pool (`Db`), not on a `Tx`.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

export type Prepared<R> = (db: Db, params: unknown[]) => Promise<R[]>;

const names = new Set<string>();
function claim(name: string) {
  if (names.has(name)) throw new Error(`prepared statement ${name} is declared twice`);
  names.add(name);
}

/**
 * A drizzle query prepared under `name` (unique: a connection refuses one name for two texts), built
 * once per database by `build` (which passes the name to `.prepare`): its SQL is built once, its row
 * type is drizzle's, its parameters are `sql.placeholder`s. The preferred way for a hot read.
 */
export function preparedQuery<Q>(name: string, build: (db: Db, name: string) => Q): (db: Db) => Q {
  claim(name);
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db, name)));
    return query;
  };
}

/** `text` under `name`: SQL text with a hand-declared row type, for what drizzle cannot say (JSON built in SQL). */
export function prepared<R>(name: string, text: string): Prepared<R> {
  claim(name);
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
