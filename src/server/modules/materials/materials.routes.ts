/** Learning materials: the participant's reads and the admin's management (docs/api-access.md). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import {
  MaterialFormSchema,
  MaterialListResponseSchema,
  MaterialResponseSchema,
  ParticipantMaterialsResponseSchema,
  type MaterialFormInput,
} from '#shared/contracts/materials.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { invalid } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/files/index.ts';
import { signedIn } from '../../plugins/access.ts';
import { fieldsOrThrow } from '../../lib/form-fields.ts';
import { discardUpload, readForm } from '../../lib/multipart.ts';
import {
  checkMaterialExists,
  createMaterial,
  deleteMaterial,
  getMaterial,
  listForParticipant,
  listMaterials,
  mediaKindFor,
  updateMaterial,
} from './materials.service.ts';

const e = ru.home.materialErrors;
const formDescription =
  'JSON with the fields, or multipart/form-data: the fields as JSON text in `data` and an optional `media` file ' +
  '(a video for video and podcast, up to 300 MB; an image for an article, up to 10 MB).';

/** Parses the form with every error under its field. */
const parseForm = (raw: unknown): MaterialFormInput =>
  fieldsOrThrow(MaterialFormSchema.safeParse(raw), { at: 'field', whole: 'data' });

function dataJson(fields: Record<string, string>): unknown {
  try {
    return JSON.parse(fields.data ?? '');
  } catch {
    throw invalid({ data: [e.dataJson] }, e.dataJson);
  }
}

export function materialsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The form as JSON, or multipart with `data` and a `media` file: the fields are checked before a
   * byte of the file is stored, and a stored file is forgotten when the change is refused.
   */
  async function saveForm(
    request: FastifyRequest,
    check: () => Promise<void>,
    save: (input: MaterialFormInput, media: StoredFile | null) => Promise<unknown>,
  ) {
    if (!request.isMultipart()) {
      await check();
      return save(parseForm(request.body ?? {}), null);
    }
    let input: MaterialFormInput | undefined;
    const form = await readForm(request, deps.db, deps.files, {
      fileFields: ['media'],
      kindOf: () => mediaKindFor(input!.kind),
      ownerUserId: signedIn(request).id,
      beforeFile: async (fields) => {
        await check();
        input = parseForm(dataJson(fields));
      },
    });
    try {
      return await save(input!, form.file);
    } catch (err) {
      if (form.file) await discardUpload(deps.db, deps.files, form.file);
      throw err;
    }
  }

  r.get('/api/materials', {
    config: { access: 'participant' },
    schema: { tags: ['materials'], response: { 200: ParticipantMaterialsResponseSchema } },
    handler: async (request) => ({ data: await listForParticipant(deps.db, signedIn(request).id) }),
  });

  r.get('/api/materials/:id', {
    config: { access: 'participant' },
    schema: { tags: ['materials'], params: IdParamsSchema, response: { 200: MaterialResponseSchema } },
    handler: async (request) => ({ data: await getMaterial(deps.db, request.params.id) }),
  });

  const tags = ['dashboard: materials'];

  r.get('/api/dashboard/materials', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: MaterialListResponseSchema } },
    handler: async () => ({ data: await listMaterials(deps.db) }),
  });

  r.post('/api/dashboard/materials/create', {
    config: { access: 'admin' },
    schema: { tags, description: formDescription, response: { 200: MaterialResponseSchema } },
    handler: async (request) => {
      const caller = signedIn(request);
      const data = await saveForm(
        request,
        async () => {},
        (input, media) => createMaterial(deps, caller.id, input, media),
      );
      return { data: data as Awaited<ReturnType<typeof createMaterial>> };
    },
  });

  r.post('/api/dashboard/materials/update/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      description: formDescription,
      params: IdParamsSchema,
      response: { 200: MaterialResponseSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      const data = await saveForm(
        request,
        () => checkMaterialExists(deps.db, id),
        (input, media) => updateMaterial(deps, id, input, media),
      );
      return { data: data as Awaited<ReturnType<typeof updateMaterial>> };
    },
  });

  r.delete('/api/dashboard/materials/:id', {
    config: { access: 'admin' },
    schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await deleteMaterial(deps, request.params.id);
      return { message: ru.home.admin.deleted };
    },
  });
}
