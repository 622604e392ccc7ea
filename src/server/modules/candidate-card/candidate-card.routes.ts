/** Staff calls on one candidate record: the card, its table row, comments, history, edit, delete, export. */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CandidateCardResponseSchema,
  CandidateEditSchema,
  CandidateRowResponseSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  StageCommentInputSchema,
  StageCommentsResponseSchema,
} from '#shared/contracts/candidate-card.ts';
import { StageParamsWithIdSchema } from '#shared/contracts/candidate-stages.ts';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contentDisposition } from '../../lib/files/index.ts';
import { XLSX_MIME } from '../../lib/xlsx.ts';
import { signedIn } from '../../plugins/access.ts';
import { getCandidateCard, getCandidateRow } from './candidate-card.service.ts';
import { addStageComment } from './candidate-comments.service.ts';
import { deleteCandidate, editCandidate } from './candidate-edit.service.ts';
import { prepareCandidateExport } from './candidate-export.service.ts';
import { getCandidateHistory } from './candidate-history.service.ts';

const tags = ['dashboard: candidates'];

export function candidateCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/candidate/:id', {
    config: { access: 'staff' },
    schema: { tags, params: IdParamsSchema, response: { 200: CandidateCardResponseSchema } },
    handler: async (request) => ({
      data: await getCandidateCard(deps.db, signedIn(request), request.params.id),
    }),
  });

  r.get('/api/dashboard/candidates/:id', {
    config: { access: 'staff' },
    schema: { tags, params: IdParamsSchema, response: { 200: CandidateRowResponseSchema } },
    handler: async (request) => ({
      data: await getCandidateRow(deps.db, signedIn(request), request.params.id),
    }),
  });

  r.put('/api/dashboard/candidate/:id', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      body: CandidateEditSchema,
      response: { 200: CandidateCardResponseSchema },
    },
    handler: async (request) => editCandidate(deps, signedIn(request), request.params.id, request.body),
  });

  r.delete('/api/dashboard/candidate/:id', {
    config: { access: 'recruiter' },
    schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => deleteCandidate(deps, signedIn(request), request.params.id),
  });

  r.post('/api/dashboard/candidate/:id/stage-comment/:n', {
    config: { access: 'staff' },
    schema: {
      tags,
      params: StageParamsWithIdSchema,
      body: StageCommentInputSchema,
      response: { 200: StageCommentsResponseSchema },
    },
    handler: async (request) =>
      addStageComment(deps, signedIn(request), request.params.id, request.params.n, request.body.text),
  });

  r.get('/api/dashboard/candidate/:id/history', {
    config: { access: 'staff' },
    schema: {
      tags,
      params: IdParamsSchema,
      querystring: HistoryQuerySchema,
      response: { 200: HistoryResponseSchema },
    },
    handler: async (request) =>
      getCandidateHistory(
        deps.db,
        signedIn(request),
        request.params.id,
        request.query.page,
        request.query.per_page,
      ),
  });

  r.get('/api/dashboard/candidates/:id/export', {
    config: { access: 'staff' },
    schema: {
      tags,
      params: IdParamsSchema,
      description: 'The card as an XLSX workbook: profile, stages with comments, history.',
    },
    handler: async (request, reply) => {
      const id = request.params.id;
      const { fileName, write } = await prepareCandidateExport(deps.db, signedIn(request), id);
      const body = new PassThrough();
      reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition(fileName));
      void write(body).catch((err) => {
        request.log.error({ err }, 'candidate export failed');
        body.destroy(err as Error);
      });
      return reply.send(body);
    },
  });
}
