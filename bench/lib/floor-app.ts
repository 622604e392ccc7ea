/**
 * The floor: a minimal Fastify app (none of our plugins: no session, CSRF, validation, error mapping,
 * serializer) with one handler that sends recorded statements as they are and answers their rows.
 * The mixed-load benchmark records what the candidates table sends for each query variant and loads
 * this app the same way as the real call; the gap between the two is what our own layers cost.
 *
 * Reads the real server's variables: PORT, DATABASE_URL (else PGlite in DATA_DIR/db), and
 * FLOOR_STATEMENTS, a JSON file of variants, each a list of `{ text, params }` sent in order.
 * Run as `node bench/lib/floor-app.ts` (bench/lib/floor.ts starts it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

type Statement = { text: string; params: unknown[] };
const env = process.env;
const variants = JSON.parse(fs.readFileSync(env.FLOOR_STATEMENTS!, 'utf8')) as Statement[][];

let query: (text: string, params: unknown[]) => Promise<unknown[]>;
let close: () => Promise<void>;
if (env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 }); // the server's pool size
  query = async (text, params) => (await pool.query(text, params)).rows;
  close = () => pool.end();
} else {
  const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR!, 'db'), extensions: { pg_trgm } });
  query = async (text, params) => (await db.query(text, params)).rows;
  close = () => db.close();
}

const app = Fastify();
app.get('/readyz', async () => ({ ok: true }));
app.get<{ Querystring: { v?: string } }>('/table', async (req) => {
  const variant = variants[Number(req.query.v ?? 0) % variants.length]!;
  let rows: unknown[] = [];
  for (const s of variant) rows = await query(s.text, s.params);
  return { data: rows };
});
await app.listen({ host: '127.0.0.1', port: Number(env.PORT) });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(close)
      .then(() => process.exit(0)),
);
