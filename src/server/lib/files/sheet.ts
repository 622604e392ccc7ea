/**
 * An uploaded spreadsheet that is read, never stored (the admin's plan import): the upload streamed
 * to a temp file up to the `sheet` limit, checked like any upload (programs, markup, an XLSX by its
 * content, the ZIP guard: bombs, macros), then handed back as bytes for the parser, and the temp file
 * removed whatever happens.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { MAX_BYTES, refuse, type Refusal } from './limits.ts';
import { checkFileContent } from './sniff.ts';

export async function readSheetUpload(
  stream: AsyncIterable<Uint8Array>,
  opts: { maxBytes?: number } = {},
): Promise<{ ok: true; bytes: Buffer } | Refusal> {
  const maxBytes = opts.maxBytes ?? MAX_BYTES.sheet;
  const temp = path.join(os.tmpdir(), `jti-sheet-${randomUUID()}.xlsx`);
  try {
    let size = 0;
    let tooLarge = false;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          tooLarge = true;
          done(new Error('too large'));
          return;
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, limit, fs.createWriteStream(temp, { mode: 0o600 }));
    } catch (err) {
      if (!tooLarge) throw err;
    }
    if (tooLarge) return refuse('sheet', 'too_large');
    if (size === 0) return refuse('sheet', 'empty');
    const check = await checkFileContent(temp, 'sheet', { maxBytes });
    if (!check.ok) return check;
    return { ok: true, bytes: await fsp.readFile(temp) };
  } finally {
    await fsp.rm(temp, { force: true });
  }
}
