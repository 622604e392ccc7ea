/**
 * Random access to bytes (a file on disk or a buffer) and a search for byte strings across chunks:
 * what the content checks use so that none of them loads a whole file into memory.
 */
import fs from 'node:fs/promises';

export type ByteSource = {
  size: number;
  /** Up to `length` bytes from `offset` (fewer at the end). */
  read: (offset: number, length: number) => Promise<Buffer>;
};

export function bufferSource(buf: Buffer): ByteSource {
  return {
    size: buf.length,
    read: async (offset, length) => buf.subarray(offset, Math.min(buf.length, offset + length)),
  };
}

/** Opens a file for reading; call `close` when done. */
export async function fileSource(file: string): Promise<ByteSource & { close: () => Promise<void> }> {
  const handle = await fs.open(file, 'r');
  const { size } = await handle.stat();
  return {
    size,
    read: async (offset, length) => {
      const n = Math.max(0, Math.min(length, size - offset));
      const buf = Buffer.alloc(n);
      let done = 0;
      while (done < n) {
        const { bytesRead } = await handle.read(buf, done, n - done, offset + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return buf.subarray(0, done);
    },
    close: () => handle.close(),
  };
}

/** Reads `[start, start + length)` in chunks. */
export async function* chunksOf(
  src: ByteSource,
  start: number,
  length: number,
  chunk = 256 * 1024,
): AsyncGenerator<Buffer> {
  const end = Math.min(src.size, start + length);
  for (let pos = start; pos < end; pos += chunk) {
    const buf = await src.read(pos, Math.min(chunk, end - pos));
    if (buf.length === 0) return;
    yield buf;
  }
}

/** Finds which of several byte strings occur in a stream of chunks (a match may span two chunks). */
export function byteScanner<K extends string>(needles: Record<K, Buffer>) {
  const keys = Object.keys(needles) as K[];
  const overlap = Math.max(...keys.map((k) => needles[k].length)) - 1;
  const found = new Set<K>();
  let tail = Buffer.alloc(0);
  return {
    push(chunk: Buffer): void {
      const hay = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      for (const k of keys) if (!found.has(k) && hay.includes(needles[k])) found.add(k);
      tail = Buffer.from(hay.subarray(Math.max(0, hay.length - overlap)));
    },
    found,
  };
}

/** A UTF-16LE byte string, as names are stored inside OLE compound files. */
export const utf16 = (s: string) => Buffer.from(s, 'utf16le');
