/**
 * The admin's plan dashboard (docs/api-access.md: admin):
 * - `GET /api/dashboard/vacancies/dashboard`;
 * - `POST /api/dashboard/vacancies/dashboard-import` (multipart, the XLSX as `file`);
 * - `GET /api/dashboard/vacancies/dashboard-import/template` (XLSX).
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardSchema, PlanImportResultSchema } from '#shared/contracts/plan-dashboard.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError, invalid } from '../../lib/errors.ts';
import { contentDisposition, readSheetUpload } from '../../lib/files/index.ts';
import { XLSX_MIME } from '../../lib/xlsx.ts';
import { signedIn } from '../../plugins/access.ts';
import { MULTIPART_LIMITS } from '../../lib/multipart.ts';
import { hiringDashboard } from './plan-dashboard.service.ts';
import { importPlan, writePlanTemplate } from './plan-import.service.ts';

const tags = ['dashboard: statistics'];
const t = ru.planDashboard.plan;

/** The one file of the form, read and checked (never stored); any other part is refused. */
async function readPlanFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, ru.apply.notMultipart);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || bytes) throw invalid({ [part.fieldname]: [ru.apply.fileOnlyOne] });
      const read = await readSheetUpload(part.file);
      if (!read.ok) throw invalid({ file: [read.message] }, read.message);
      bytes = read.bytes;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, ru.apply.tooManyParts);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(415, ru.apply.notMultipart);
    throw new HttpError(400, ru.apply.formBroken);
  }
  if (!bytes) throw invalid({ file: [t.fileRequired] }, t.fileRequired);
  return bytes;
}

export function planDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/vacancies/dashboard', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: DashboardSchema } },
    handler: async () => ({ data: await hiringDashboard(deps.db) }),
  });

  r.get('/api/dashboard/vacancies/dashboard-import/template', {
    config: { access: 'admin' },
    schema: {
      tags,
      description: 'The plan template (XLSX): every position with its id, title and plan now.',
    },
    handler: async (request, reply) => {
      const body = new PassThrough();
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(t.templateFile));
      void writePlanTemplate(deps.db, body).catch((err: unknown) => {
        request.log.error({ err }, 'plan template failed');
        body.destroy(err as Error);
      });
      return reply.send(body);
    },
  });

  r.post('/api/dashboard/vacancies/dashboard-import', {
    config: { access: 'admin' },
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      description:
        'multipart/form-data with the plan XLSX as `file` (the template\'s columns). All rows or none: 422 with `errors["rows.<n>"]` per bad row, `errors.file` for the file.',
      response: { 200: PlanImportResultSchema },
    },
    handler: async (request) => {
      const bytes = await readPlanFile(request);
      const updated = await importPlan(deps.db, bytes);
      request.log.info({ userId: signedIn(request).id, updated }, 'hiring plan imported');
      return { message: t.imported(updated), data: { updated } };
    },
  });
}
