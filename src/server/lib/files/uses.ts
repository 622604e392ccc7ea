/**
 * Where a stored file is used. A live file none of these names is an upload nothing came of (yet):
 * the upload quota counts those per user, and the clean-up deletes them a day after upload
 * (quota.ts, service.ts `sweepFiles`). A candidate's CV (`candidates.cv_file_id`) is always
 * mirrored in `candidate_files` (role `cv`), and so are a stage's files in its data.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { candidateFiles, files, materials, postMedia, vacancies } from '../../db/schema.ts';

/** Each table that points at `files.id`, with its column; a test checks none is missing. */
export const FILE_USES: readonly [PgTable, PgColumn][] = [
  [candidateFiles, candidateFiles.fileId],
  [postMedia, postMedia.fileId],
  [materials, materials.mediaFileId],
  [vacancies, vacancies.coverFileId],
];

/** True for a `files` row nothing uses, in a query over `files`. */
export const unusedFile: SQL = sql.join(
  FILE_USES.map(([table, column]) => sql`not exists (select 1 from ${table} where ${column} = ${files.id})`),
  sql` and `,
);
