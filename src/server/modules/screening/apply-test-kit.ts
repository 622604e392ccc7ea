/** Test helpers for the apply and files tests: multipart bodies and an open vacancy with questions. Test code only. */
import { candidateStages, candidates } from '../../db/schema.ts';
import { makeVacancy } from '../../test/screening-factories.ts';
import type { Db } from '../../db/client.ts';
import type { Client } from '../../test/client.ts';
import type { StageStatus } from '#shared/domain/stages.ts';

export type FilePart = { field: string; name: string; bytes: Buffer; type?: string };

/** A multipart/form-data body: the text fields in order, then the file (as a browser's FormData sends it). */
export function multipartBody(
  fields: Record<string, string>,
  file?: FilePart,
  fileFirst = false,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----jti${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  const addFields = () => {
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
  };
  const addFile = () => {
    if (!file) return;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  };
  if (fileFirst) addFile();
  addFields();
  if (!fileFirst) addFile();
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart form as the signed-in client. */
export function postForm(
  c: Client,
  url: string,
  fields: Record<string, string>,
  file?: FilePart,
  fileFirst = false,
) {
  const body = multipartBody(fields, file, fileFirst);
  return c.request('POST', url, body.payload, { headers: body.headers });
}

export const QUESTIONS = [
  { id: 'motivation', text: 'Почему вы хотите к нам?' },
  { id: 'experience', text: 'Расскажите о проекте.' },
];
export const ANSWERS = { motivation: 'Хочу расти в аналитике', experience: 'Делал дашборд продаж' };

/** An open vacancy with SCREENING (with QUESTIONS), VCV, TESTING and OFFER in its pipeline. */
export async function makeOpenVacancy(
  db: Db,
  status: 'open' | 'stop' | 'close' | 'draft' = 'open',
  title = 'Стажёр-аналитик',
) {
  const { vacancy } = await makeVacancy(db, {
    pipeline: [1, 2, 3, 7],
    deadlineDays: 7,
    status,
    title,
    settings: { 1: { questions: QUESTIONS } },
  });
  return vacancy;
}

/** A record straight in the database (for states applying cannot reach). */
export async function makeCandidate(
  db: Db,
  userId: number,
  vacancyId: number,
  status: 'awaiting' | 'assigned' | 'success' | 'cancel',
  stages: StageStatus[],
) {
  const [c] = await db.insert(candidates).values({ userId, vacancyId, status }).returning();
  await db
    .insert(candidateStages)
    .values(stages.map((s, i) => ({ candidateId: c!.id, n: i + 1, status: s })));
  return c!;
}
