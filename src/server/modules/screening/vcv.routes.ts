/**
 * The video CV: the participant's interview, and the external provider's signed report. Answers
 * arrive through `POST /api/screening/stage/2/attach` (files.routes.ts); the stage-2 rule is hooked
 * in here with `onStageAttach`.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VcvInterviewResponseSchema,
  VcvWebhookBodySchema,
  VcvWebhookResponseSchema,
} from '#shared/contracts/vcv.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { signedIn } from '../../plugins/access.ts';
import { onStageAttach } from './files.service.ts';
import {
  applyVcvReport,
  getVcvInterview,
  recordVideoAnswer,
  VCV_N,
  verifyWebhookSignature,
} from './vcv.service.ts';

/** A provider's report is small; anything larger is not one. */
const MAX_REPORT_BYTES = 64 * 1024;

/** The exact bytes each webhook request was signed over (kept only for that request). */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new HttpError(413, ru.errors.payloadTooLarge);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export function vcvRoutes(app: FastifyInstance, deps: AppDeps): void {
  onStageAttach(VCV_N, recordVideoAnswer);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vcv'];

  r.get('/api/screening/stage/vcv/interview', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: VcvInterviewResponseSchema } },
    handler: async (request) => getVcvInterview(deps.db, signedIn(request).id),
  });

  r.post('/api/vcv/update-webhook', {
    config: { access: 'signed' },
    schema: { tags, body: VcvWebhookBodySchema, response: { 200: VcvWebhookResponseSchema } },
    // The call always exists: an unsigned caller gets 401; a signed one, when no provider secret is
    // configured, 503 (nothing can verify it). Checked before the body is read.
    onRequest: async (request) => {
      if (!request.headers['x-signature']) throw new HttpError(401, ru.vcv.badSignature);
      if (!deps.config.VCV_WEBHOOK_SECRET) throw new HttpError(503, ru.vcv.webhookNotConfigured);
    },
    // The signature covers the raw bytes, so it is checked here, on the stream, before the JSON is
    // parsed or validated: an unsigned caller learns nothing about the body. The bytes are handed
    // on unchanged to Fastify's own JSON parser.
    preParsing: async (request, _reply, payload) => {
      const raw = await readAll(payload, MAX_REPORT_BYTES);
      if (!verifyWebhookSignature(request.headers['x-signature'], raw, deps.config.VCV_WEBHOOK_SECRET!)) {
        throw new HttpError(401, ru.vcv.badSignature);
      }
      rawBodies.set(request, raw);
      const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
      replay.receivedEncodedLength = raw.length;
      return replay;
    },
    // Only bytes preParsing checked are ever applied; should it not have run, refuse.
    preValidation: async (request) => {
      if (!rawBodies.has(request)) throw new HttpError(401, ru.vcv.badSignature);
    },
    handler: async (request) => {
      return applyVcvReport(deps, rawBodies.get(request)!, request.body);
    },
  });
}
