/**
 * The video CV (stage 2, docs/product.md «VCV»): the participant's interview, the rule that turns the last
 * answer into `eval` (run by `POST /api/screening/stage/2/attach` through `onStageAttach`), and an
 * external provider's signed report.
 *
 * Kept in candidate_stages.data of stage 2: `answers` (question → file id, written by the attach
 * call), `vcv_attempts` (question → uploads so far; one more than the retakes allowed is refused),
 * `external_answers` (question → the provider's https link) and `webhook_events` (SHA-256 of each
 * report applied, so a repeat changes nothing).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  VcvSettingsSchema,
  type VcvInterviewResponse,
  type VcvSettings,
  type VcvWebhookBody,
  type VcvWebhookResponse,
} from '#shared/contracts/vcv.ts';
import { ACTIVE_APPLICATION_STATUSES, isActiveApplication, type StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { candidates, candidateStages, vacancyStages } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { HttpError, invalid, notFound } from '../../lib/errors.ts';
import type { StageAttachment } from './files.service.ts';
import { setStageStatus } from '../stages/stage-transition.service.ts';

const t = ru.vcv;
export const VCV_N = 2;
/** How many applied reports a stage remembers for repeats. */
const REMEMBERED_EVENTS = 50;

const notInPipeline = () => new HttpError(422, t.notInPipeline, { errors: { n: [t.notInPipeline] } });

/** The vacancy's video-CV questions; settings that do not parse count as none (staff fix them). */
export async function readVcvSettings(db: DbOrTx, vacancyId: number): Promise<VcvSettings> {
  const [row] = await db
    .select({ settings: vacancyStages.settings })
    .from(vacancyStages)
    .where(and(eq(vacancyStages.vacancyId, vacancyId), eq(vacancyStages.n, VCV_N)));
  return parseVcvSettings(row?.settings);
}

/** The VCV stage's settings from its `vacancy_stages.settings` (none or malformed: no questions). */
export function parseVcvSettings(settings: unknown): VcvSettings {
  const parsed = VcvSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : { questions: [] };
}

const numberMap = (value: unknown): Record<string, number> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'))
    : {};

/**
 * The caller's active record with its video-CV stage and the vacancy's questions, in one round trip
 * (decision 028): the progress page reads it whenever the stage is on the way.
 */
const interviewStatement = preparedQuery('vcv_interview', (db, name) =>
  db
    .select({
      status: candidateStages.status,
      deadlineAt: candidateStages.deadlineAt,
      data: candidateStages.data,
      settings: vacancyStages.settings,
    })
    .from(candidates)
    .leftJoin(
      candidateStages,
      and(eq(candidateStages.candidateId, candidates.id), eq(candidateStages.n, VCV_N)),
    )
    .leftJoin(
      vacancyStages,
      and(eq(vacancyStages.vacancyId, candidates.vacancyId), eq(vacancyStages.n, VCV_N)),
    )
    .where(
      and(
        eq(candidates.userId, sql.placeholder('userId')),
        inArray(candidates.status, ACTIVE_APPLICATION_STATUSES),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** `GET /api/screening/stage/vcv/interview`: the caller's questions, retakes left and answers given. */
export async function getVcvInterview(db: Db, userId: number): Promise<VcvInterviewResponse> {
  const [stage] = await interviewStatement(db).execute({ userId });
  if (!stage) throw notFound();
  if (stage.status === null || stage.status === 'skipped') throw notInPipeline();
  const { questions } = parseVcvSettings(stage.settings);
  const answers = numberMap(stage.data?.answers);
  const attempts = numberMap(stage.data?.vcv_attempts);
  return {
    n: VCV_N,
    status: stage.status,
    deadline_at: stage.deadlineAt?.toISOString() ?? null,
    questions: questions.map((q, index) => {
      const used = attempts[String(index)] ?? 0;
      return {
        index,
        text: q.text,
        think_seconds: q.think_seconds,
        answer_seconds: q.answer_seconds,
        retakes: q.retakes,
        // The first upload is the answer; each one after it is a retake.
        retakes_left: Math.max(0, q.retakes - Math.max(0, used - 1)),
        answered: answers[String(index)] !== undefined,
      };
    }),
  };
}

/**
 * The attach call's rule for stage 2 (registered with `onStageAttach`): the answer names a question
 * of the vacancy, a replacement spends a retake (refused when none is left), and once every question
 * has an answer the stage becomes `eval`. Runs in the attachment's transaction, so a refusal undoes
 * the attachment and the route discards the upload.
 */
export async function recordVideoAnswer(a: StageAttachment): Promise<void> {
  if (a.question === undefined) throw invalid({ question: [t.questionRequired] });
  const [candidate] = await a.tx
    .select({ vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(eq(candidates.id, a.candidateId));
  const { questions } = await readVcvSettings(a.tx, candidate!.vacancyId);
  const question = questions[a.question];
  if (!question) throw invalid({ question: [t.question] });
  const key = String(a.question);
  const attempts = numberMap(a.data.vcv_attempts);
  const used = attempts[key] ?? 0;
  if (used >= 1 + question.retakes)
    throw new HttpError(422, t.noRetakes, { errors: { question: [t.noRetakes] } });
  const data: Record<string, unknown> = { ...a.data, vcv_attempts: { ...attempts, [key]: used + 1 } };
  await a.tx
    .update(candidateStages)
    .set({ data })
    .where(and(eq(candidateStages.candidateId, a.candidateId), eq(candidateStages.n, VCV_N)));
  const answers = numberMap(data.answers);
  if (questions.every((_, i) => answers[String(i)] !== undefined)) {
    await setStageStatus(a.deps, a.tx, a.candidateId, VCV_N, 'eval', {
      actorId: a.userId,
      note: t.answersSent,
    });
  }
}

/** True when `header` is `sha256=<hex>` of the HMAC-SHA256 of `raw` under `secret` (constant time). */
export function verifyWebhookSignature(header: unknown, raw: Buffer, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const m = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(m[1]!, 'hex'), expected);
}

/** Stage statuses a provider's report may change: the interview is still the provider's. */
const PROVIDER_OWNS: readonly StageStatus[] = ['awaiting', 'expired_awaiting', 'eval'];

/**
 * `POST /api/vcv/update-webhook`, after the signature was checked: sets the candidate's stage 2 to
 * the reported status and keeps the answer links. A report already applied (same raw body) or a
 * status the stage already has changes nothing.
 */
export async function applyVcvReport(
  deps: AppDeps,
  raw: Buffer,
  body: VcvWebhookBody,
): Promise<VcvWebhookResponse> {
  const digest = createHash('sha256').update(raw).digest('hex');
  return deps.db.transaction(async (tx: Tx) => {
    const [candidate] = await tx
      .select()
      .from(candidates)
      .where(eq(candidates.id, body.candidate_id))
      .for('update');
    if (!candidate) throw notFound();
    const [stage] = await tx
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, VCV_N)));
    if (!stage || stage.status === 'skipped') throw notInPipeline();
    const unchanged = { candidate_id: candidate.id, status: stage.status, changed: false };
    const seen = Array.isArray(stage.data.webhook_events)
      ? (stage.data.webhook_events as unknown[]).filter((x) => typeof x === 'string')
      : [];
    if (seen.includes(digest) || stage.status === body.status) return unchanged;
    if (!isActiveApplication(candidate.status))
      throw new HttpError(422, t.recordEnded, { errors: { candidate_id: [t.recordEnded] } });
    if (!PROVIDER_OWNS.includes(stage.status))
      throw new HttpError(422, t.stageDecided, { errors: { status: [t.stageDecided] } });

    const links = { ...(stage.data.external_answers as Record<string, string> | undefined) };
    for (const a of body.answers ?? []) links[String(a.question)] = a.url;
    await tx
      .update(candidateStages)
      .set({
        data: {
          ...stage.data,
          external_answers: links,
          webhook_events: [...seen, digest].slice(-REMEMBERED_EVENTS),
        },
        updatedAt: now(),
      })
      .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, VCV_N)));
    await setStageStatus(deps, tx, candidate.id, VCV_N, body.status, { actorId: null, note: t.providerNote });
    return { candidate_id: candidate.id, status: body.status, changed: true };
  });
}
