/**
 * The admin's «Экспорт» downloads (XLSX, docs/product.md «Exports»). Only the general export takes a
 * query: `date_from` and `date_to` as DD.MM.YYYY (Moscow days, both included) unless `all_time`.
 */
import { z } from 'zod';
import { ruApplications } from '../i18n/ru/applications.ts';
import { daySchema } from './dates.ts';

const t = ruApplications.exports;

/** A day, or an empty value for none (the web app sends both dates empty with `all_time=1`). */
const ruDate = (error: string) =>
  z
    .union([z.literal(''), daySchema(error, 'ru')], { error })
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const GeneralExportQuerySchema = z
  .object({
    date_from: ruDate(t.dateFrom),
    date_to: ruDate(t.dateTo),
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
