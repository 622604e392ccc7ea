/**
 * Reading a whole table for an export without holding it: keyset pages by id (`id > last`), each a
 * short query, so memory stays flat at 100,000 rows and on PGlite (one session) other requests run
 * between the pages.
 */
export const EXPORT_BATCH = 2000;

export async function* byKeyset<Row extends { id: number }>(
  page: (afterId: number, limit: number) => Promise<Row[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await page(after, size);
    for (const row of rows) yield row;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Both drivers answer `execute` with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
