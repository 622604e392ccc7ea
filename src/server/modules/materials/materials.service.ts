/**
 * Learning materials: what a participant reads (chosen for their current stage, then the general
 * ones) and what the admin manages. A material's file is an ordinary `files` row owned by the admin
 * who uploaded it; GET /api/file/{id} lets every signed-in user fetch a material's file
 * (screening/files.service.ts `downloadableFile`).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Material,
  MaterialFormInput,
  MaterialKind,
  ParticipantMaterial,
} from '#shared/contracts/materials.ts';
import { activeStageIndex, ACTIVE_APPLICATION_STATUSES } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, candidateStages, files, materials } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { eraseFile, type FileKind, type StoredFile } from '../../lib/files/index.ts';

const e = ru.home.materialErrors;

type Row = typeof materials.$inferSelect;
type Media = { id: number; name: string; mime: string; size: number; kind: string };

/** The file kind a material of this kind takes: a video or podcast plays a video file, an article shows an image. */
export function mediaKindFor(kind: MaterialKind): FileKind {
  return kind === 'article' ? 'image' : 'video';
}

async function mediaOf(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, Media>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: files.id,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      kind: files.kind,
      erasedAt: files.erasedAt,
    })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.filter((r) => !r.erasedAt).map((r) => [r.id, r]));
}

function view(row: Row, media: Map<number, Media>): Material {
  const m = row.mediaFileId !== null ? media.get(row.mediaFileId) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    text: row.text,
    link: row.link,
    stages: [...row.stages].sort((a, b) => a - b),
    media: m ? { id: m.id, name: m.name, mime: m.mime, size: m.size } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stage a participant's materials are chosen for: their active record's current stage, else SCREENING. */
export async function currentStageOf(db: DbOrTx, userId: number): Promise<number> {
  const [record] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES])))
    .limit(1);
  if (!record) return 1;
  const stages = await db
    .select({ n: candidateStages.n, status: candidateStages.status })
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, record.id), sql`${candidateStages.status} <> 'skipped'`))
    .orderBy(asc(candidateStages.n));
  return stages[activeStageIndex(stages)]?.n ?? 1;
}

/** `GET /api/materials`: the current stage's materials, newest first, then the general ones. */
export async function listForParticipant(
  db: DbOrTx,
  userId: number,
): Promise<{ stage: number; items: ParticipantMaterial[] }> {
  const stage = await currentStageOf(db, userId);
  const rows = await db
    .select()
    .from(materials)
    .where(sql`${stage} = any(${materials.stages}) or cardinality(${materials.stages}) = 0`)
    .orderBy(sql`cardinality(${materials.stages}) = 0`, desc(materials.createdAt), desc(materials.id));
  const media = await mediaOf(
    db,
    rows.map((r) => r.mediaFileId),
  );
  const items = rows.map((r) => {
    const { text: _text, ...rest } = view(r, media);
    return { ...rest, for_stage: r.stages.includes(stage) };
  });
  return { stage, items };
}

/** One material (`GET /api/materials/{id}`, and the admin's after a change); 404 when there is none. */
export async function getMaterial(db: DbOrTx, id: number): Promise<Material> {
  const [row] = await db.select().from(materials).where(eq(materials.id, id));
  if (!row) throw notFound(e.notFound);
  return view(row, await mediaOf(db, [row.mediaFileId]));
}

/** `GET /api/dashboard/materials`: every material, newest first. */
export async function listMaterials(db: DbOrTx): Promise<Material[]> {
  const rows = await db.select().from(materials).orderBy(desc(materials.createdAt), desc(materials.id));
  const media = await mediaOf(
    db,
    rows.map((r) => r.mediaFileId),
  );
  return rows.map((r) => view(r, media));
}

/** The rules beyond the contract's shapes, for the material as it will be saved. */
function checkComplete(input: MaterialFormInput, hasMedia: boolean): void {
  if (input.kind === 'article' && !input.text.trim()) throw invalid({ text: [e.articleText] }, e.articleText);
  if (input.kind !== 'article' && !hasMedia && !input.link)
    throw invalid({ media: [e.mediaNeeded], link: [e.mediaNeeded] }, e.mediaNeeded);
}

/** `POST /api/dashboard/materials/create`. */
export async function createMaterial(
  deps: AppDeps,
  authorId: number,
  input: MaterialFormInput,
  media: StoredFile | null,
): Promise<Material> {
  checkComplete(input, media !== null);
  const at = now();
  const [row] = await deps.db
    .insert(materials)
    .values({
      kind: input.kind,
      title: input.title,
      text: input.text,
      link: input.link,
      stages: input.stages,
      mediaFileId: media?.id ?? null,
      authorId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: materials.id });
  return getMaterial(deps.db, row!.id);
}

/**
 * `POST /api/dashboard/materials/update/{id}`: a new file replaces the old one; `remove_media` drops
 * it; a file that no longer fits the kind (a video kept on what became an article) is dropped too.
 * A replaced or dropped file is erased once the change is saved.
 */
export async function updateMaterial(
  deps: AppDeps,
  id: number,
  input: MaterialFormInput,
  media: StoredFile | null,
): Promise<Material> {
  const [row] = await deps.db.select().from(materials).where(eq(materials.id, id));
  if (!row) throw notFound(e.notFound);
  const old =
    row.mediaFileId !== null ? (await mediaOf(deps.db, [row.mediaFileId])).get(row.mediaFileId) : undefined;
  const keepOld = !media && !input.remove_media && old !== undefined && old.kind === mediaKindFor(input.kind);
  const mediaFileId = media ? media.id : keepOld ? row.mediaFileId : null;
  checkComplete(input, mediaFileId !== null);
  await deps.db
    .update(materials)
    .set({
      kind: input.kind,
      title: input.title,
      text: input.text,
      link: input.link,
      stages: input.stages,
      mediaFileId,
      updatedAt: now(),
    })
    .where(eq(materials.id, id));
  if (row.mediaFileId !== null && row.mediaFileId !== mediaFileId)
    await eraseFile(deps.db, deps.files, row.mediaFileId);
  return getMaterial(deps.db, id);
}

/** Answers 404 before a file is read when the material to update does not exist. */
export async function checkMaterialExists(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: materials.id }).from(materials).where(eq(materials.id, id));
  if (!row) throw notFound(e.notFound);
}

/** `DELETE /api/dashboard/materials/{id}`: the material goes, and its file with it. */
export async function deleteMaterial(deps: AppDeps, id: number): Promise<void> {
  const [row] = await deps.db
    .delete(materials)
    .where(eq(materials.id, id))
    .returning({ mediaFileId: materials.mediaFileId });
  if (!row) throw notFound(e.notFound);
  if (row.mediaFileId !== null) await eraseFile(deps.db, deps.files, row.mediaFileId);
}
