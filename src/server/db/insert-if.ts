/**
 * `insert into <table> (…) select <values> where <condition>`: a row written only when the condition
 * holds, in one statement that costs the same either way. The SMS code goes through it so that a phone
 * with an account and one without run the same statements (issue 30): the database decides which
 * gets a row, not a branch in the code that a stopwatch could tell apart.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** Answers whether the row was written (false also for a conflict skipped by `onConflictDoNothing`). */
export async function insertIf<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: Partial<T['$inferInsert']>,
  condition: SQL,
  opts: { onConflictDoNothing?: boolean } = {},
): Promise<boolean> {
  const columns = getTableColumns(table);
  const given = Object.entries(values).filter(([, v]) => v !== undefined);
  const names = sql.join(
    given.map(([k]) => sql.identifier(columns[k]!.name)),
    sql`, `,
  );
  // Typed casts: a parameter in a select list is text to PostgreSQL until told otherwise.
  const params = sql.join(
    given.map(([k, v]) => sql`cast(${sql.param(v, columns[k])} as ${sql.raw(columns[k]!.getSQLType())})`),
    sql`, `,
  );
  const conflict = opts.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  const result = await db.execute(
    sql`insert into ${table} (${names}) select ${params} where ${condition}${conflict} returning 1 as written`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
