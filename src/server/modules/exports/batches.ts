/**
 * Reading a whole table for an export without holding it: keyset pages by id (`id > last`), each a
 * short query, so memory stays flat at 100,000 rows and on PGlite (one session) other requests run
 * between the pages.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export const EXPORT_BATCH = 2000;

/** Both drivers answer `execute` with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The pages of `page(afterId, limit)` (a query selecting an `id` column, ordered by it, `id >
 * afterId`, at most `limit` rows), each as the text of one JSON array built by the database, read
 * one after the other until a short page. The drivers decode a result field by field in JavaScript
 * (PGlite ~3 µs a field: 6 of the general export's 8 s of CPU at 100,000 rows); one text per page
 * and one `JSON.parse` cost 3-4 times less, and the text can go to a worker thread as it is
 * (lib/xlsx-thread.ts): the page's row count and last id come beside it, so nothing here parses it.
 * What changes for the reader: timestamps come as ISO strings with their offset (lib/xlsx reads
 * those), numbers, booleans and JSON columns as they were. With `columns`, each row is the array of
 * those columns' values in that order instead of an object: a third less text to build, copy to a
 * worker and parse (the general export's pages, general-export.sheet.ts).
 */
export async function* jsonPages(
  db: DbOrTx,
  page: (afterId: number, limit: number) => SQL,
  size = EXPORT_BATCH,
  columns?: readonly string[],
): AsyncGenerator<string> {
  const row = columns
    ? sql`json_build_array(${sql.join(
        columns.map((c) => sql`page.${sql.identifier(c)}`),
        sql`, `,
      )})`
    : sql`page`;
  let after = 0;
  for (;;) {
    const result = await db.execute(
      sql`select coalesce(json_agg(${row} order by page.id), '[]')::text as rows, count(*)::int as n,
            max(page.id) as last from (${page(after, size)}) as page`,
    );
    const { rows, n, last } = rowsOf<{ rows: string; n: number; last: number | string | null }>(result)[0]!;
    if (n > 0) yield rows;
    if (n < size) return;
    after = Number(last);
  }
}

/** The rows of `jsonPages()`, parsed: for an export written in this thread. */
export async function* jsonRows<Row>(pages: Iterable<string> | AsyncIterable<string>): AsyncGenerator<Row> {
  for await (const text of pages) yield* JSON.parse(text) as Row[];
}

/**
 * `source` read one item ahead: the next page's query is sent as soon as a page is handed over, so on
 * PostgreSQL (whose queries run in the database's own process) it runs while this thread writes the
 * page, instead of after it (the general export there: about a second of its ~3 s). Stopping the
 * reading (the client went away) ends the source once the query under way answers.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const items = source[Symbol.asyncIterator]();
  let next = items.next();
  try {
    for (;;) {
      const item = await next;
      if (item.done) return;
      next = items.next();
      next.catch(() => {}); // its failure is answered when it is awaited
      yield item.value;
    }
  } finally {
    await items.return?.();
  }
}
