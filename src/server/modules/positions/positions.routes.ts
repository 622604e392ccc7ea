/** Staff calls on positions (docs/api-access.md: /api/dashboard/vacancies...), all recruiter-only. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import {
  PositionDetailResponseSchema,
  PositionEntitiesResponseSchema,
  PositionFormListsResponseSchema,
  PositionFormSchema,
  PositionListQuerySchema,
  PositionListResponseSchema,
  PositionOpenedFormSchema,
  PositionStatusUpdateSchema,
  PositionTagCreateSchema,
  PositionTagResponseSchema,
  PositionTagsResponseSchema,
  PositionVariantsResponseSchema,
} from '#shared/contracts/positions.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { invalid } from '../../lib/errors.ts';
import { signedIn } from '../../plugins/access.ts';
import { fieldsOrThrow } from '../../lib/form-fields.ts';
import { discardUpload, readForm } from '../../lib/multipart.ts';
import {
  createTag,
  listEntities,
  listFormLists,
  listStatusVariants,
  listTags,
} from './positions-lists.service.ts';
import { getPosition, listPositions } from './positions-read.service.ts';
import {
  changePositionStatus,
  checkPositionEditable,
  createPosition,
  deletePosition,
  updateOpenedPosition,
  updatePosition,
} from './positions.service.ts';

const tags = ['dashboard: positions'];
const t = ru.positions;
const formDescription =
  'JSON with the fields, or multipart/form-data: the fields as JSON text in `data` and an optional `cover` image. ' +
  'Errors are keyed by path, e.g. `stages.2.settings.questions.0.text`.';

/** Parses the form with every error under its full dotted path. */
const parseForm = <S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> =>
  fieldsOrThrow(schema.safeParse(raw), { at: 'path', whole: 'data' });

function dataJson(fields: Record<string, string>): unknown {
  try {
    return JSON.parse(fields.data ?? '');
  } catch {
    throw invalid({ data: [t.dataJson] }, t.dataJson);
  }
}

type Save<S extends z.ZodType> = (input: z.infer<S>, coverFileId: number | null) => Promise<unknown>;

export function positionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = { 200: PositionDetailResponseSchema };

  /**
   * The form as JSON, or multipart with `data` and a `cover`: the fields are checked before a byte
   * of the cover is stored, and a stored cover is forgotten when the change is refused.
   */
  async function saveForm<S extends z.ZodType>(
    request: FastifyRequest,
    schema: S,
    check: (raw: unknown) => Promise<void>,
    save: Save<S>,
  ) {
    if (!request.isMultipart()) {
      const raw = request.body ?? {};
      await check(raw);
      return save(parseForm(schema, raw), null);
    }
    let input: z.infer<S> | undefined;
    const form = await readForm(request, deps.db, deps.files, {
      fileFields: ['cover'],
      kindOf: () => 'image',
      ownerUserId: signedIn(request).id,
      beforeFile: async (fields) => {
        const raw = dataJson(fields);
        await check(raw);
        input = parseForm(schema, raw);
      },
    });
    try {
      return await save(input as z.infer<S>, form.file?.id ?? null);
    } catch (err) {
      if (form.file) await discardUpload(deps.db, deps.files, form.file);
      throw err;
    }
  }

  r.get('/api/dashboard/vacancies', {
    config: { access: 'recruiter' },
    schema: { tags, querystring: PositionListQuerySchema, response: { 200: PositionListResponseSchema } },
    handler: async (request) => listPositions(deps.db, request.query),
  });

  r.get('/api/dashboard/vacancies/form-lists', {
    config: { access: 'recruiter' },
    schema: { tags, response: { 200: PositionFormListsResponseSchema } },
    handler: async () => ({ data: await listFormLists(deps.db) }),
  });

  r.get('/api/dashboard/vacancies/variants', {
    config: { access: 'recruiter' },
    schema: { tags, response: { 200: PositionVariantsResponseSchema } },
    handler: async () => ({ data: listStatusVariants(), draft_requires_no_candidates: true as const }),
  });

  r.get('/api/dashboard/vacancies/entities', {
    config: { access: 'recruiter' },
    schema: { tags, response: { 200: PositionEntitiesResponseSchema } },
    handler: async () => ({ data: await listEntities(deps.db) }),
  });

  r.get('/api/dashboard/vacancies/tags', {
    config: { access: 'recruiter' },
    schema: { tags, response: { 200: PositionTagsResponseSchema } },
    handler: async () => ({ data: await listTags(deps.db) }),
  });

  r.post('/api/dashboard/vacancies/tag/create', {
    config: { access: 'recruiter' },
    schema: { tags, body: PositionTagCreateSchema, response: { 200: PositionTagResponseSchema } },
    handler: async (request) => ({ data: await createTag(deps.db, request.body.name) }),
  });

  r.get('/api/dashboard/vacancies/:id', {
    config: { access: 'recruiter' },
    schema: { tags, params: IdParamsSchema, response: detail },
    handler: async (request) => ({ data: await getPosition(deps.db, request.params.id) }),
  });

  r.post('/api/dashboard/vacancies/create', {
    config: { access: 'recruiter' },
    schema: { tags, description: formDescription, response: detail },
    handler: async (request) => {
      const caller = signedIn(request);
      const data = await saveForm(
        request,
        PositionFormSchema,
        async () => {},
        (input, cover) => createPosition(deps, caller, input, cover),
      );
      return { data: data as Awaited<ReturnType<typeof createPosition>> };
    },
  });

  r.post('/api/dashboard/vacancies/update/:id', {
    config: { access: 'recruiter' },
    schema: { tags, description: formDescription, params: IdParamsSchema, response: detail },
    handler: async (request) => {
      const caller = signedIn(request);
      const { id } = request.params;
      const check = () => checkPositionEditable(deps, id, false);
      const data = await saveForm(request, PositionFormSchema, check, (input, cover) =>
        updatePosition(deps, caller, id, input, cover),
      );
      return { data: data as Awaited<ReturnType<typeof updatePosition>> };
    },
  });

  r.post('/api/dashboard/vacancies/update-opened/:id', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      description: `${formDescription} The pipeline (\`stages\`) cannot be sent here.`,
      params: IdParamsSchema,
      response: detail,
    },
    handler: async (request) => {
      const caller = signedIn(request);
      const { id } = request.params;
      const check = async (raw: unknown) => {
        await checkPositionEditable(deps, id, true);
        if (raw && typeof raw === 'object' && 'stages' in raw)
          throw invalid({ stages: [t.pipelineLocked] }, t.pipelineLocked);
      };
      const data = await saveForm(request, PositionOpenedFormSchema, check, (input, cover) =>
        updateOpenedPosition(deps, caller, id, input, cover),
      );
      return { data: data as Awaited<ReturnType<typeof updateOpenedPosition>> };
    },
  });

  r.put('/api/dashboard/vacancies/:id/status', {
    config: { access: 'recruiter' },
    schema: { tags, params: IdParamsSchema, body: PositionStatusUpdateSchema, response: detail },
    handler: async (request) => ({
      data: await changePositionStatus(deps, request.params.id, request.body.status),
    }),
  });

  r.delete('/api/dashboard/vacancies/:id', {
    config: { access: 'recruiter' },
    schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await deletePosition(deps, request.params.id);
      return { message: t.deleted };
    },
  });
}
