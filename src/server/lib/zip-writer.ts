/**
 * A ZIP archive written as it goes (what an XLSX is made of), never held whole: small entries are
 * deflated at once with their sizes in the local header; a streamed entry is deflated piece by piece
 * (node:zlib) and its CRC-32 and sizes follow its data in a data descriptor (general-purpose flag
 * bit 3), as APPNOTE 4.3.9 allows. Every write waits while the destination is full, so memory stays
 * flat however slow the reader; if the destination closes, the writer throws.
 *
 * No ZIP64: an entry or archive past 4 GiB throws (an export that large is far beyond any use here).
 */
import { once } from 'node:events';
import type { TransformOptions, Writable } from 'node:stream';
import zlib from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
const DEFLATE = 8;
const VERSION = 20; // 2.0: deflate
const MAX_32 = 0xffffffff;
/**
 * Level 1 deflates sheet XML ~4 times faster than the default 6 for a file ~20 % larger: the
 * export's CPU budget matters more than a few MB of download.
 */
const LEVEL = 1;
/**
 * What the deflater may hold before a write waits, and what it gives back at a time. With the
 * stream's 16 KB defaults every 64 K-character piece of sheet XML waited for its own deflate, so the
 * thread pool's deflating and the main thread's building of the next rows (on PGlite, its page
 * query) took turns; two pieces' room lets them run side by side while the file still streams as it
 * is made, and 64 KB outputs are a quarter of the hops.
 */
const DEFLATE_BUFFER = 256 * 1024;
const DEFLATE_CHUNK = 64 * 1024;
// node:zlib hands stream options on to its Transform; its types list only zlib's own.
const DEFLATE_OPTIONS: zlib.ZlibOptions & TransformOptions = {
  level: LEVEL,
  chunkSize: DEFLATE_CHUNK,
  writableHighWaterMark: DEFLATE_BUFFER,
};

type Entry = { name: Buffer; flags: number; crc: number; compressed: number; size: number; offset: number };

export class ZipWriter {
  private readonly out: Writable;
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly dosTime: number;
  private readonly dosDate: number;

  constructor(out: Writable, modified = new Date()) {
    this.out = out;
    this.dosTime = (modified.getHours() << 11) | (modified.getMinutes() << 5) | (modified.getSeconds() >> 1);
    this.dosDate =
      ((Math.max(modified.getFullYear(), 1980) - 1980) << 9) |
      ((modified.getMonth() + 1) << 5) |
      modified.getDate();
  }

  /** A small entry, deflated whole. */
  async add(name: string, data: string | Buffer): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const packed = zlib.deflateRawSync(bytes, { level: LEVEL });
    const entry = this.entry(name, FLAG_UTF8_NAME);
    entry.crc = zlib.crc32(bytes);
    entry.size = bytes.length;
    entry.compressed = packed.length;
    await this.write(this.localHeader(entry));
    await this.write(packed);
  }

  /** An entry whose content comes in pieces (strings are UTF-8), deflated as they come. */
  async addStream(name: string, pieces: AsyncIterable<string | Buffer>): Promise<void> {
    const entry = this.entry(name, FLAG_UTF8_NAME | FLAG_DATA_DESCRIPTOR);
    await this.write(this.localHeader(entry));
    const deflate = zlib.createDeflateRaw(DEFLATE_OPTIONS);
    // The deflated bytes go straight on; while the destination is full, deflate pauses, its buffers
    // fill, and `deflate.write` below asks us to wait.
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) deflate.pause();
    });
    const resume = () => deflate.resume();
    this.out.on('drain', resume);
    try {
      for await (const piece of pieces) {
        const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
        entry.crc = zlib.crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (entry.size > MAX_32) throw new Error(`zip entry ${name} is over 4 GiB`);
        if (!deflate.write(bytes)) await this.until(deflate, 'drain');
      }
      deflate.end();
      await this.until(deflate, 'end');
    } finally {
      this.out.off('drain', resume);
      deflate.destroy();
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
  }

  /** The central directory and its end record; then ends the destination. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(CENTRAL_HEADER, 0);
      h.writeUInt16LE(VERSION, 4); // made by (MS-DOS attributes)
      h.writeUInt16LE(VERSION, 6); // needed
      h.writeUInt16LE(e.flags, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.dosTime, 12);
      h.writeUInt16LE(this.dosDate, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal and external attributes: 0
      h.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
  }

  private entry(name: string, flags: number): Entry {
    if (this.offset > MAX_32) throw new Error('zip archive is over 4 GiB');
    const entry = { name: Buffer.from(name), flags, crc: 0, compressed: 0, size: 0, offset: this.offset };
    this.entries.push(entry);
    return entry;
  }

  /** With a data descriptor, CRC and sizes are 0 here. */
  private localHeader(e: Entry): Buffer {
    const later = (e.flags & FLAG_DATA_DESCRIPTOR) !== 0;
    const h = Buffer.alloc(30);
    h.writeUInt32LE(LOCAL_HEADER, 0);
    h.writeUInt16LE(VERSION, 4);
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.dosTime, 10);
    h.writeUInt16LE(this.dosDate, 12);
    h.writeUInt32LE(later ? 0 : e.crc, 14);
    h.writeUInt32LE(later ? 0 : e.compressed, 18);
    h.writeUInt32LE(later ? 0 : e.size, 22);
    h.writeUInt16LE(e.name.length, 26);
    return Buffer.concat([h, e.name]);
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.out.destroyed || this.out.writableEnded) throw new Error('the destination stream is closed');
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await this.until(this.out, 'drain');
  }

  /** Waits for `event`, or throws if the destination closes first (the client went away). */
  private async until(emitter: NodeJS.EventEmitter, event: string): Promise<void> {
    if (this.out.destroyed) throw new Error('the destination stream is closed');
    const ac = new AbortController();
    try {
      await Promise.race([
        once(emitter, event, { signal: ac.signal }),
        once(this.out, 'close', { signal: ac.signal }).then(() =>
          Promise.reject(new Error('the destination stream closed')),
        ),
      ]);
    } finally {
      ac.abort();
    }
  }
}
