/**
 * The admin's «Экспорт» menu (docs/api-access.md): general, landing searches, vacancy subscriptions,
 * feedback. Each answer is an XLSX streamed as it is written (lib/xlsx.ts), so it has no
 * Content-Length; the file name carries the dates (Moscow).
 */
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GeneralExportQuerySchema } from '#shared/contracts/exports.ts';
import { formatDateMsk } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { now } from '../../lib/clock.ts';
import { contentDisposition } from '../../lib/files/index.ts';
import { workerEntry } from '../../lib/worker-entry.ts';
import { writeXlsx, XLSX_MIME, type XlsxSheet } from '../../lib/xlsx.ts';
import { writeXlsxInWorker } from '../../lib/xlsx-thread.ts';
import type { ExportSheetName } from './export-sheets.worker.ts';
import { readAhead } from './batches.ts';
import { feedbackExportSheet } from './feedback-export.service.ts';
import { generalExportPages } from './general-export.service.ts';
import { generalSheet } from './general-export.sheet.ts';
import { searchExportSheet, subscriptionsExportSheet } from './landing-exports.service.ts';

const files = ru.applications.exports.files;
const ruDay = (iso: string) => iso.split('-').reverse().join('.');

const SHEETS_WORKER = workerEntry('./export-sheets.worker.ts', import.meta.url);

/** The sheet named, written in the exports' worker thread from the pages read here (lib/xlsx-thread.ts). */
const inWorker =
  (sheet: ExportSheetName, pages: AsyncIterable<string>) =>
  (out: PassThrough): Promise<unknown> =>
    writeXlsxInWorker(out, { entry: SHEETS_WORKER, sheet, pages });

/** In this thread: the exports whose writing costs little beside their queries, and any on PostgreSQL's. */
const inThread =
  (sheet: XlsxSheet) =>
  (out: PassThrough): Promise<unknown> =>
    writeXlsx(out, sheet);

/** Sends the workbook as it is written; a failure midway cuts the download (the file stays unreadable, never half-right). */
function stream(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  name: string,
  write: (out: PassThrough) => Promise<unknown>,
) {
  const body = new PassThrough();
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store');
  void write(body).catch((err: unknown) => {
    log.error({ err }, 'export failed');
    body.destroy(err as Error);
  });
  return reply.send(body);
}

export function exportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard: exports'];
  const today = () => formatDateMsk(now());
  const xlsx = 'An XLSX workbook, streamed.';

  r.get('/api/dashboard/export', {
    config: { access: 'admin' },
    schema: { tags, description: xlsx, querystring: GeneralExportQuerySchema },
    handler: async (request, reply) => {
      const q = request.query;
      const period =
        q.all_time || !q.date_from || !q.date_to
          ? `все-время_на_${today()}`
          : `${ruDay(q.date_from)}-${ruDay(q.date_to)}`;
      const pages = generalExportPages(deps.db, q);
      // PGlite runs its queries in this thread, so the sheet is written in a worker beside them (decision
      // 018, amended 2026-11-28). PostgreSQL runs them in its own processes: here a worker only added its
      // start, the pages copied across and a second heap (+1.5 s of CPU an export, no shorter); reading a
      // page ahead lets its query run while this thread writes the last one (decision 048).
      const write =
        deps.database.kind === 'pglite'
          ? inWorker('general', pages)
          : inThread(generalSheet(readAhead(pages)));
      return stream(reply, request.log, `${files.general}_${period}.xlsx`, write);
    },
  });

  r.get('/api/dashboard/export/search', {
    config: { access: 'admin' },
    schema: { tags, description: xlsx },
    handler: async (request, reply) =>
      stream(
        reply,
        request.log,
        `${files.search}_${today()}.xlsx`,
        inThread(await searchExportSheet(deps.db)),
      ),
  });

  r.get('/api/dashboard/export/subscriptions', {
    config: { access: 'admin' },
    schema: { tags, description: xlsx },
    handler: async (request, reply) =>
      stream(
        reply,
        request.log,
        `${files.subscriptions}_${today()}.xlsx`,
        inThread(await subscriptionsExportSheet(deps.db)),
      ),
  });

  r.get('/api/dashboard/export/feedback', {
    config: { access: 'admin' },
    schema: { tags, description: xlsx },
    handler: async (request, reply) =>
      stream(reply, request.log, `${files.feedback}_${today()}.xlsx`, inThread(feedbackExportSheet(deps.db))),
  });
}
