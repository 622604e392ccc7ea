import { sql, type SQL } from 'drizzle-orm';

/**
 * A constant list of our own words (status groups of src/shared/domain/stages.ts) written into SQL as
 * literals, `('none', 'skipped')`: literals, not parameters, so PostgreSQL can match a partial index
 * whose predicate is the same list, and drizzle-kit sees the index predicates schema.ts declares.
 */
export function sqlList(values: readonly string[]): SQL {
  for (const v of values) if (!/^[a-z_]+$/.test(v)) throw new Error(`not a status word: ${v}`);
  return sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
}
