/**
 * `GET /api/dashboard/posts/export`: every post with its reach (views), reactions by kind and
 * «Не интересно» count, and a second sheet with each «Не интересно» and its reason. Rows are read in
 * batches of 500 by id, so the workbook streams however many posts there are.
 */
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeXlsx, xlsxSheet } from '../../lib/xlsx.ts';

const t = ru.feed;
const c = t.admin.exportColumns;
const BATCH = 500;

type ExportRow = {
  id: number;
  title: string;
  kind: string;
  category: string;
  vacancy: string | null;
  published_at: Date | string;
  hidden: boolean;
  views: number;
  like: number;
  heart: number;
  fire: number;
  clap: number;
  negative: number;
};

type FeedbackRow = {
  post_id: number;
  title: string;
  reason: string;
  comment: string;
  created_at: Date | string;
};

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

async function* postRows(db: DbOrTx): AsyncIterable<ExportRow> {
  let after = 0;
  for (;;) {
    const result = await db.execute(sql`
      select p.id, p.title, p.kind, p.category, v.title as vacancy, p.published_at, p.hidden,
        (select count(*)::int from post_views pv where pv.post_id = p.id) as views,
        coalesce(r."like", 0) as "like", coalesce(r.heart, 0) as heart, coalesce(r.fire, 0) as fire, coalesce(r.clap, 0) as clap,
        (select count(*)::int from post_negative_feedback nf where nf.post_id = p.id) as negative
      from posts p
      left join vacancies v on v.id = p.vacancy_id
      left join lateral (
        select count(*) filter (where kind = 'like')::int as "like", count(*) filter (where kind = 'heart')::int as heart,
          count(*) filter (where kind = 'fire')::int as fire, count(*) filter (where kind = 'clap')::int as clap
        from post_reactions pr where pr.post_id = p.id
      ) r on true
      where p.id > ${after}
      order by p.id
      limit ${BATCH}`);
    const rows = (result as unknown as { rows: ExportRow[] }).rows;
    for (const row of rows) yield row;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function* feedbackRows(db: DbOrTx): AsyncIterable<FeedbackRow> {
  let after: [number, number] = [0, 0];
  for (;;) {
    const result = await db.execute(sql`
      select nf.post_id, nf.user_id, p.title, nf.reason, nf.comment, nf.created_at
      from post_negative_feedback nf join posts p on p.id = nf.post_id
      where (nf.post_id, nf.user_id) > (${after[0]}, ${after[1]})
      order by nf.post_id, nf.user_id
      limit ${BATCH}`);
    const rows = (result as unknown as { rows: (FeedbackRow & { user_id: number })[] }).rows;
    for (const row of rows) yield row;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = [last.post_id, last.user_id];
  }
}

/** Writes the workbook to `out`. */
export function writePostsExport(db: DbOrTx, out: Writable) {
  const n = { type: 'number' as const };
  return writeXlsx(out, [
    xlsxSheet<ExportRow>({
      name: t.admin.sheets.posts,
      columns: [
        { header: c.id, ...n, value: (r) => Number(r.id) },
        { header: c.title, width: 40, value: (r) => r.title },
        { header: c.kind, value: (r) => t.kinds[r.kind] ?? r.kind },
        { header: c.category, value: (r) => t.categories[r.category] ?? r.category },
        { header: c.vacancy, width: 32, value: (r) => r.vacancy ?? '' },
        { header: c.publishedAt, type: 'datetime', value: (r) => asDate(r.published_at) },
        { header: c.hidden, type: 'boolean', value: (r) => r.hidden },
        { header: c.views, ...n, value: (r) => Number(r.views) },
        { header: c.like, ...n, value: (r) => Number(r.like) },
        { header: c.heart, ...n, value: (r) => Number(r.heart) },
        { header: c.fire, ...n, value: (r) => Number(r.fire) },
        { header: c.clap, ...n, value: (r) => Number(r.clap) },
        {
          header: c.reactions,
          ...n,
          value: (r) => Number(r.like) + Number(r.heart) + Number(r.fire) + Number(r.clap),
        },
        { header: c.negative, ...n, value: (r) => Number(r.negative) },
      ],
      rows: postRows(db),
    }),
    xlsxSheet<FeedbackRow>({
      name: t.admin.sheets.feedback,
      columns: [
        { header: c.id, ...n, value: (r) => Number(r.post_id) },
        { header: c.title, width: 40, value: (r) => r.title },
        { header: c.reason, width: 28, value: (r) => t.reasons[r.reason] ?? r.reason },
        { header: c.comment, width: 48, value: (r) => r.comment },
        { header: c.date, type: 'datetime', value: (r) => asDate(r.created_at) },
      ],
      rows: feedbackRows(db),
    }),
  ]);
}
