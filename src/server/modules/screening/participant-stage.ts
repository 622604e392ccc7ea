/**
 * A stage row as the participant sees it: status and deadline, plus what they need for the stage and
 * nothing staff keep to themselves (test answers, the correct choices, staff comments stay out).
 *
 * Where the extras live:
 * - meetings (ASSESSMENT, RECRUITER_INTERVIEW, MANAGER_INTERVIEW): `candidate_stages.slot` =
 *   `{ at: ISO time, place?: string, link?: string, note?: string }`, written by staff with the status;
 * - OFFER: `candidate_stages.data.offer_file_id` = the `files.id` of the offer document staff attach
 *   (also linked in `candidate_files` with role `offer`, which lets the participant download it);
 * - INTERNSHIP_START: `candidate_stages.data` `{ start_at: ISO time, address, contact }`, each falling
 *   back to the same key of the vacancy's stage settings (`vacancy_stages.settings`);
 * - TESTING: `candidate_stages.score` once the test is finished.
 */
import { z } from 'zod';
import type { ParticipantStage, StageSlot } from '#shared/contracts/screening.ts';
import { stageType, type StageStatus } from '#shared/domain/stages.ts';
import { answerDueDay, WAITS_FOR_TEAM } from '#shared/domain/answer-time.ts';

const MEETINGS = new Set(['ASSESSMENT', 'RECRUITER_INTERVIEW', 'MANAGER_INTERVIEW']);
/** Test statuses after the answers were submitted (or timed out), when a score exists. */
const TEST_FINISHED: readonly StageStatus[] = [
  'eval',
  'success',
  'denied_final',
  'denied_add',
  'reserved',
  'expired_testing',
];

const text = z.string().trim().min(1).max(2000);
const SlotInDb = z.object({
  at: z.iso.datetime({ offset: true }),
  place: text.nullish(),
  link: z.url({ protocol: /^https?$/ }).nullish(),
  note: text.nullish(),
});

/** A stored slot in its public shape; a malformed one is treated as not set rather than failing the page. */
export function readSlot(value: unknown): StageSlot | null {
  const parsed = SlotInDb.safeParse(value);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    at: new Date(s.at).toISOString(),
    place: s.place ?? null,
    link: s.link ?? null,
    note: s.note ?? null,
  };
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export type StageRowForParticipant = {
  n: number;
  status: StageStatus;
  deadlineAt: Date | null;
  slot: unknown;
  score: number | null;
  data: Record<string, unknown>;
  /** When the status was last set: where a wait for the team began. */
  updatedAt: Date;
  /** The position's answer time, in working days (decision 066). */
  answerDays: number;
};

export type StageContext = {
  /** The vacancy's stage settings by stage number. */
  settings: Map<number, Record<string, unknown>>;
  /** Offer documents that exist and are not erased, by file id. */
  offerFiles: Map<number, string>;
};

/** The offer file id a stage row points to, if any. */
export function offerFileId(data: Record<string, unknown>): number | null {
  const id = data.offer_file_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function toParticipantStage(row: StageRowForParticipant, ctx: StageContext): ParticipantStage {
  const type = stageType(row.n) ?? 'SCREENING';
  const stage: ParticipantStage = {
    n: row.n,
    type,
    status: row.status,
    deadline_at: row.deadlineAt ? row.deadlineAt.toISOString() : null,
    slot: MEETINGS.has(type) ? readSlot(row.slot) : null,
    info: null,
    score: type === 'TESTING' && TEST_FINISHED.includes(row.status) ? row.score : null,
    answer_by: WAITS_FOR_TEAM.includes(row.status) ? answerDueDay(row.updatedAt, row.answerDays) : null,
  };
  if (type === 'OFFER') {
    const id = offerFileId(row.data);
    const name = id === null ? undefined : ctx.offerFiles.get(id);
    stage.info = { offer_file: id !== null && name !== undefined ? { id, name } : null };
  }
  if (type === 'INTERNSHIP_START') {
    const settings = ctx.settings.get(row.n) ?? {};
    const pick = (key: string) => str(row.data[key]) ?? str(settings[key]);
    const startAt = pick('start_at');
    const parsed = startAt && !Number.isNaN(Date.parse(startAt)) ? new Date(startAt).toISOString() : null;
    stage.info = { start_at: parsed, address: pick('address'), contact: pick('contact') };
  }
  return stage;
}
