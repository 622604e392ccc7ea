/**
 * The demo offers' documents (docs/product.md «Demo data»): staff attach the offer document when they make
 * an offer, so every demo candidate who has reached the offer gets one, as the recruiter's upload.
 * Runs after the main demo seed, once (with the file store, which the main seed has not).
 */
import { Readable } from 'node:stream';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { stageNumber } from '#shared/domain/stages.ts';
import type { Db } from '../db/client.ts';
import { candidateStages, users } from '../db/schema.ts';
import { saveUpload, type FileStore } from '../lib/files/index.ts';
import { pdfDocument } from '../lib/pdf.ts';
import { linkOfferDocument } from '../modules/candidate-card/candidate-stages.service.ts';

const OFFER = stageNumber('OFFER');

/** A one-page PDF letter in the standard Helvetica font (Latin text only: no font to embed). */
export function demoOfferPdf(): Buffer {
  const lines = [
    'JTI Internship Programme',
    'Internship offer (demo document)',
    'Start: as agreed with your recruiter',
  ];
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${760 - i * 28} Td (${l}) Tj ET`)
    .join('\n');
  return pdfDocument([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

export async function seedDemoOfferDocuments(db: Db, store: FileStore): Promise<void> {
  const [recruiter] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'recruiter'))
    .orderBy(asc(users.id))
    .limit(1);
  const reached = await db
    .select({ candidateId: candidateStages.candidateId, data: candidateStages.data })
    .from(candidateStages)
    .where(and(eq(candidateStages.n, OFFER), notInArray(candidateStages.status, ['none', 'skipped'])));
  const bytes = demoOfferPdf();
  for (const stage of reached) {
    if (stage.data.offer_file_id) continue;
    const saved = await saveUpload(db, store, {
      ownerUserId: recruiter?.id ?? null,
      kind: 'cv', // the offer is a document: the CV kind's types and limit, as staff uploads are
      name: 'Оффер.pdf',
      stream: Readable.from([bytes]),
    });
    if (!saved.ok) throw new Error(`demo offer: ${saved.message}`);
    await linkOfferDocument(db, stage.candidateId, saved.file.id);
    await db
      .update(candidateStages)
      .set({
        data: sql`${candidateStages.data} || ${JSON.stringify({ offer_file_id: saved.file.id })}::jsonb`,
      })
      .where(and(eq(candidateStages.candidateId, stage.candidateId), eq(candidateStages.n, OFFER)));
  }
}
