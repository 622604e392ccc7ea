/**
 * The admin's «Экспорт» downloads (XLSX, PRODUCT.md «Exports»). Only the general export takes a
 * query: `date_from` and `date_to` as DD.MM.YYYY (Moscow days, both included) unless `all_time`.
 */
import { z } from 'zod';
import { ruApplications } from '../i18n/ru/applications.ts';

const t = ruApplications.exports;

/** DD.MM.YYYY to YYYY-MM-DD, or null when it is not a real calendar day. */
export function parseRuDate(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!m) return null;
  const [, d, mo, y] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(mo) - 1) return null;
  return `${y}-${mo}-${d}`;
}

const ruDate = (error: string) =>
  z
    .string({ error })
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const iso = parseRuDate(v);
      if (!iso) ctx.addIssue({ code: 'custom', message: error });
      return iso;
    });

export const GeneralExportQuerySchema = z
  .object({
    date_from: ruDate(t.dateFrom).optional(),
    date_to: ruDate(t.dateTo).optional(),
    all_time: z
      .enum(['0', '1', 'true', 'false'], { error: t.allTime })
      .transform((v) => v === '1' || v === 'true')
      .default(false),
  })
  .superRefine((q, ctx) => {
    if (q.all_time) return;
    if (!q.date_from) ctx.addIssue({ code: 'custom', message: t.dateFrom, path: ['date_from'] });
    if (!q.date_to) ctx.addIssue({ code: 'custom', message: t.dateTo, path: ['date_to'] });
    if (q.date_from && q.date_to && q.date_from > q.date_to)
      ctx.addIssue({ code: 'custom', message: t.dateOrder, path: ['date_to'] });
  });
export type GeneralExportQuery = z.infer<typeof GeneralExportQuerySchema>;
