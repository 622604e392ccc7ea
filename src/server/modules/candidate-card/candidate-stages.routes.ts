/** Staff calls on a candidate's stages (docs/api-access.md: dashboard/candidate/{id}/stage...). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExtendDeadlineSchema,
  MoveStageSchema,
  StaffStagesResponseSchema,
  StageParamsWithIdSchema,
  StageStatusesResponseSchema,
  StageUpdateSchema,
  type StageUpdateInput,
} from '#shared/contracts/candidate-stages.ts';
import { IdParamsSchema } from '#shared/contracts/common.ts';
import { STATUSES_BY_STAGE, stageType } from '#shared/domain/stages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { invalid } from '../../lib/errors.ts';
import { signedIn } from '../../plugins/access.ts';
import { fieldsOrThrow } from '../../lib/form-fields.ts';
import { discardUpload, readForm } from '../../lib/multipart.ts';
import { checkStageUpdate, extendDeadline, moveToStage, updateStage } from './candidate-stages.service.ts';

const tags = ['dashboard: candidates'];

/** The multipart form's `slot` and `info` come as JSON text. */
function parseJsonFields(raw: Record<string, string>): unknown {
  const out: Record<string, unknown> = { ...raw };
  for (const key of ['slot', 'info'] as const) {
    if (raw[key] === undefined || raw[key] === '') continue;
    try {
      out[key] = JSON.parse(raw[key]);
    } catch {
      throw invalid({ [key]: ['Неверный формат'] });
    }
  }
  return out;
}

export function candidateStagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/candidates/stages/:n/statuses', {
    config: { access: 'staff' },
    schema: {
      tags,
      params: z.object({ n: StageParamsWithIdSchema.shape.n }),
      response: { 200: StageStatusesResponseSchema },
    },
    handler: async (request) => ({ data: [...STATUSES_BY_STAGE[stageType(request.params.n)!]] }),
  });

  r.put('/api/dashboard/candidate/:id/stage', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      body: MoveStageSchema,
      response: { 200: StaffStagesResponseSchema },
    },
    handler: async (request) =>
      moveToStage(deps, signedIn(request), request.params.id, request.body.n, request.body.note ?? ''),
  });

  r.put('/api/dashboard/candidate/:id/stage/:n', {
    config: { access: 'staff' },
    schema: {
      tags,
      description:
        'JSON, or multipart/form-data with the same fields (`slot` and `info` as JSON text) and the offer document as `file`.',
      params: StageParamsWithIdSchema,
      response: { 200: StaffStagesResponseSchema },
    },
    handler: async (request) => {
      const caller = signedIn(request);
      const { id, n } = request.params;
      if (!request.isMultipart()) {
        const input = fieldsOrThrow(StageUpdateSchema.safeParse(request.body ?? {}));
        return updateStage(deps, caller, id, n, input, null);
      }
      return updateWithDocument(request, caller, id, n);
    },
  });

  r.post('/api/dashboard/candidate/:id/stage/:n/extend-deadline', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: StageParamsWithIdSchema,
      body: ExtendDeadlineSchema,
      response: { 200: StaffStagesResponseSchema },
    },
    handler: async (request) =>
      extendDeadline(deps, signedIn(request), request.params.id, request.params.n, request.body.days),
  });

  async function updateWithDocument(
    request: FastifyRequest,
    caller: ReturnType<typeof signedIn>,
    id: number,
    n: number,
  ) {
    let input: StageUpdateInput | null = null;
    const form = await readForm(request, deps.db, deps.files, {
      fileFields: ['file'],
      kindOf: () => 'cv', // the offer is a document: the CV kind's types and limit
      ownerUserId: caller.id,
      beforeFile: async (raw) => {
        input = fieldsOrThrow(StageUpdateSchema.safeParse(parseJsonFields(raw)));
        await checkStageUpdate(deps.db, caller, id, n, input);
      },
    });
    try {
      input ??= fieldsOrThrow(StageUpdateSchema.safeParse(parseJsonFields(form.fields)));
      return await updateStage(deps, caller, id, n, input, form.file);
    } catch (err) {
      if (form.file) await discardUpload(deps.db, deps.files, form.file);
      throw err;
    }
  }
}
