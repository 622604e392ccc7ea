/** Test helpers for the posts tests: a post straight in the database, and multipart bodies with several files. Test code only. */
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import type { Client } from '../../test/client.ts';

let seq = 0;

/** A post straight in the database: published an hour ago unless said otherwise. */
export async function makePost(
  db: Db,
  opts: Partial<
    Pick<
      typeof posts.$inferInsert,
      'title' | 'text' | 'kind' | 'category' | 'vacancyId' | 'publishedAt' | 'hidden'
    >
  > = {},
) {
  const [row] = await db
    .insert(posts)
    .values({
      title: opts.title ?? `Новость ${++seq}`,
      text: opts.text ?? 'Текст **новости**.',
      kind: opts.kind ?? 'news',
      category: opts.category ?? 'news',
      vacancyId: opts.vacancyId ?? null,
      publishedAt: opts.publishedAt ?? new Date(Date.now() - 3_600_000),
      hidden: opts.hidden ?? false,
    })
    .returning();
  return row!;
}

export type Part = { name: string; bytes: Buffer; type?: string };

/** A multipart body: `data` as JSON first, then each file under `field` (`media` by default). */
export function postMultipart(c: Client, url: string, data: unknown, parts: Part[], field = 'media') {
  const boundary = `----jtiposts${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
  ];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${p.name}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return c.request('POST', url, Buffer.concat(chunks), {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
