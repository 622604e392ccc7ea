/** Applying, replacing the CV, checking a CV link, and withdrawing (participant calls). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplyFieldsSchema,
  ApplyResponseSchema,
  CheckResponseSchema,
  CloseResponseSchema,
  CvLinkBodySchema,
  CvLinkCheckBodySchema,
  CvLinkSchema,
  CvResponseSchema,
  StageParamsSchema,
} from '#shared/contracts/apply.ts';
import { ErrorSchema } from '#shared/contracts/common.ts';
import { checkCvLink } from '#shared/contracts/cv-link.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { invalid } from '../../lib/errors.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  applyToVacancy,
  assertNoActiveScreening,
  closeScreening,
  openVacancyForApply,
  parseAnswers,
  replaceableCvCandidate,
  replaceCv,
} from './apply.service.ts';
import { discardUpload, readForm } from '../../lib/multipart.ts';
import { fileView } from './files.service.ts';
import { fieldsOrThrow } from '../../lib/form-fields.ts';

const t = ru.apply;
/** Multipart calls: documented as such, their fields checked by the contract's schemas in the handler. */
const multipartSchema = { consumes: ['multipart/form-data'] };

const onlyScreening = (n: number) => {
  if (n !== 1) throw invalid({ n: [t.cvOnlyScreening] });
};

export function applyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['screening'];

  r.post('/api/screening/apply', {
    config: { access: 'participant' },
    schema: { tags, ...multipartSchema, response: { 201: ApplyResponseSchema, 422: ErrorSchema } },
    handler: async (request, reply) => {
      const user = signedIn(request);
      let questions: Parameters<typeof parseAnswers>[1] = [];
      // Everything but the CV's content is checked before the CV is read, so a refused
      // application stores nothing (the web app sends the text fields first).
      const vet = async (raw: Record<string, string>) => {
        const fields = fieldsOrThrow(ApplyFieldsSchema.safeParse(raw));
        const vacancy = await openVacancyForApply(deps.db, fields.vacancy_id);
        await assertNoActiveScreening(deps.db, user.id, fields.vacancy_id);
        questions = vacancy.questions;
        parseAnswers(fields.answers, questions);
        if (fields.cv_link !== undefined && fields.cv_link.trim() !== '')
          fieldsOrThrow(CvLinkBodySchema.safeParse({ cv_link: fields.cv_link }));
        return fields;
      };
      const form = await readForm(request, deps.db, deps.files, {
        fileFields: ['cv'],
        kindOf: () => 'cv',
        ownerUserId: user.id,
        beforeFile: async (raw, withFile) => {
          // A file sent before the fields (not what the web app does) is checked after it is read.
          if (Object.keys(raw).length === 0) return;
          const fields = await vet(raw);
          if (withFile && fields.cv_link?.trim()) throw invalid({ cv: [t.cvBoth] });
        },
      });
      try {
        const fields = await vet(form.fields);
        const link = fields.cv_link?.trim() ?? '';
        if (!form.file && !link) throw invalid({ cv: [t.cvRequired] });
        if (form.file && link) throw invalid({ cv: [t.cvBoth] });
        const created = await applyToVacancy(deps, user.id, {
          vacancyId: fields.vacancy_id,
          answers: parseAnswers(fields.answers, questions),
          cvFileId: form.file?.id ?? null,
          cvLink: form.file ? '' : link,
        });
        return reply.code(201).send(created);
      } catch (err) {
        if (form.file) await discardUpload(deps.db, deps.files, form.file);
        throw err;
      }
    },
  });

  r.post('/api/screening/stage/:n/cv', {
    config: { access: 'participant' },
    schema: { tags, ...multipartSchema, params: StageParamsSchema, response: { 200: CvResponseSchema } },
    handler: async (request) => {
      const user = signedIn(request);
      onlyScreening(request.params.n);
      const form = await readForm(request, deps.db, deps.files, {
        fileFields: ['cv'],
        kindOf: () => 'cv',
        ownerUserId: user.id,
        beforeFile: async () => {
          await replaceableCvCandidate(deps.db, user.id);
        },
      });
      if (!form.file) throw invalid({ cv: [t.fileRequired] });
      try {
        await replaceCv(deps, user.id, { fileId: form.file.id });
      } catch (err) {
        await discardUpload(deps.db, deps.files, form.file);
        throw err;
      }
      return { message: t.cvReplaced, cv_file: fileView(form.file), cv_link: '' };
    },
  });

  r.post('/api/screening/stage/:n/cv/link', {
    config: { access: 'participant' },
    schema: { tags, params: StageParamsSchema, body: CvLinkBodySchema, response: { 200: CvResponseSchema } },
    handler: async (request) => {
      const user = signedIn(request);
      onlyScreening(request.params.n);
      const link = CvLinkSchema.parse(request.body.cv_link);
      await replaceCv(deps, user.id, { link });
      return { message: t.cvReplaced, cv_file: null, cv_link: link };
    },
  });

  r.post('/api/screening/cv/link/check', {
    config: { access: 'participant' },
    schema: { tags, body: CvLinkCheckBodySchema, response: { 200: CheckResponseSchema } },
    // Judged by its address only: the server never fetches a link a user sent (SSRF).
    handler: async (request) => checkCvLink(request.body.cv_link),
  });

  r.put('/api/screening/close', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: CloseResponseSchema } },
    handler: async (request) => {
      const { application, outcome } = await closeScreening(deps, signedIn(request).id);
      return { message: t.closed, application, outcome };
    },
  });
}
