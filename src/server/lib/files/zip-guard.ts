/**
 * The ZIP check for zip-based documents (DOCX, ODT): reads the central directory and refuses an
 * archive that declares too much (a ZIP bomb: too many entries, too many bytes in total, too high a
 * ratio of expanded to stored size), whose entries overlap (the non-recursive bomb) or lie about
 * their size (each entry is inflated as a stream, counted and CRC-checked, and stopped one byte past
 * what it declared, never buffered), that is encrypted, has anything before its first entry, holds
 * macros or programs, or holds archives inside (a ZIP inside is inspected the same way, one level
 * deep and within the same budget: that is how Word embeds a chart's workbook; deeper or other
 * archive formats are refused).
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { bufferSource, byteScanner, chunksOf, utf16, type ByteSource } from './bytes.ts';

const MB = 1024 * 1024;

export type ZipLimits = {
  /** Entries in one archive. A CV in DOCX has 10-50; 1,000 leaves room for many images. */
  maxEntries: number;
  /** Declared expanded bytes, all entries and inner archives together. */
  maxTotalUncompressed: number;
  /** Expanded to stored size (a DOCX is 2-10:1), checked once the expanded total passes `ratioFloor`. */
  maxRatio: number;
  ratioFloor: number;
  /** An inner archive larger than this (expanded) is refused instead of inspected. */
  maxNestedBytes: number;
  /** How many archives deep are inspected: 1 = an archive in the document, none inside that. */
  maxDepth: number;
};

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalUncompressed: 100 * MB,
  maxRatio: 100,
  ratioFloor: 1 * MB,
  maxNestedBytes: 20 * MB,
  maxDepth: 1,
};

/**
 * - `entries`, `too_big`, `ratio`: the bomb checks (declared or actual);
 * - `nested`: an archive too deep, too big, or of another format (RAR, 7z, gzip...);
 * - `active`: macros (VBA, ODF Basic/Scripts), ActiveX, OLE packages or programs inside;
 * - `encrypted`, `corrupt`: cannot be verified.
 */
export type ZipProblem = 'entries' | 'too_big' | 'ratio' | 'nested' | 'active' | 'encrypted' | 'corrupt';
export type ZipVerdict =
  | { ok: true; entries: number; uncompressed: number; names: string[] }
  | { ok: false; problem: ZipProblem; detail: string };

class Stop extends Error {
  readonly problem: ZipProblem;
  constructor(problem: ZipProblem, detail: string) {
    super(detail);
    this.problem = problem;
  }
}

type Entry = {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
};

const ACTIVE_NAMES = [
  /(^|\/)vbaProject\.bin$/i,
  /(^|\/)vbaData\.xml$/i,
  /(^|\/)activeX\//i,
  /^(Basic|Scripts)\//i,
  /\.(exe|dll|com|scr|pif|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|msi|msp|jar|lnk|cpl|sh|app|apk|elf|so|dylib)$/i,
];
const OBFUSCATED = /\.odttf$/i;
const ARCHIVE_NAMES = /\.(zip|rar|7z|gz|tgz|bz2|xz|tar|cab|iso|arj|lz|lzh|zst|z)$/i;

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ZIP_MAGIC = [0x50, 0x4b];
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OTHER_ARCHIVES = [
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68], // bzip2
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x4d, 0x53, 0x43, 0x46], // cab
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
];
const PROGRAMS = [
  [0x4d, 0x5a], // MZ: Windows
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O, Java class
  [0x23, 0x21], // #! script
];

/** Names in an OLE compound file that mean code: a VBA project, a packaged file (OLE Package). */
export const CFB_ACTIVE = { vba: utf16('_VBA_PROJECT'), package: utf16('Ole10Native') };

type Budget = { total: number };

/** Inspects a ZIP archive within the limits; never throws for bad input (answers `corrupt`). */
export async function inspectZip(src: ByteSource, limits: Partial<ZipLimits> = {}): Promise<ZipVerdict> {
  const l = { ...ZIP_LIMITS, ...limits };
  try {
    return await inspect(src, l, 0, { total: 0 });
  } catch (err) {
    if (err instanceof Stop) return { ok: false, problem: err.problem, detail: err.message };
    return { ok: false, problem: 'corrupt', detail: err instanceof Error ? err.message : String(err) };
  }
}

async function inspect(
  src: ByteSource,
  l: ZipLimits,
  depth: number,
  budget: Budget,
): Promise<ZipVerdict & { ok: true }> {
  const { entries, cdOffset } = await readCentralDirectory(src, l);
  let declared = 0;
  for (const e of entries) {
    if (e.flags & 0x1) throw new Stop('encrypted', `encrypted entry ${e.name}`);
    if (e.method !== 0 && e.method !== 8) throw new Stop('corrupt', `compression method ${e.method}`);
    if (e.method === 0 && e.compressedSize !== e.uncompressedSize)
      throw new Stop('corrupt', `stored entry sizes differ: ${e.name}`);
    if (
      e.name.startsWith('/') ||
      e.name.includes('\\') ||
      e.name.split('/').includes('..') ||
      e.name.includes('\0')
    ) {
      throw new Stop('corrupt', `bad entry name ${JSON.stringify(e.name)}`);
    }
    if (ACTIVE_NAMES.some((re) => re.test(e.name))) throw new Stop('active', `active entry ${e.name}`);
    if (ARCHIVE_NAMES.test(e.name)) throw new Stop('nested', `archive entry ${e.name}`);
    declared += e.uncompressedSize;
    budget.total += e.uncompressedSize;
    if (budget.total > l.maxTotalUncompressed)
      throw new Stop('too_big', `declares ${budget.total} bytes expanded`);
  }
  if (declared > l.ratioFloor && declared / src.size > l.maxRatio) {
    throw new Stop('ratio', `expands ${Math.round(declared / src.size)}:1`);
  }

  // Entries in file order must not share bytes, and nothing may precede the first one.
  const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  if (sorted.length && sorted[0]!.localOffset !== 0) throw new Stop('corrupt', 'data before the first entry');
  for (let i = 0; i < sorted.length; i++) {
    const e = sorted[i]!;
    const boundary = i + 1 < sorted.length ? sorted[i + 1]!.localOffset : cdOffset;
    const header = await src.read(e.localOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50)
      throw new Stop('corrupt', `no local header for ${e.name}`);
    const dataStart = e.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (dataStart + e.compressedSize > boundary) throw new Stop('corrupt', `entries overlap at ${e.name}`);
    await checkEntry(src, e, dataStart, l, depth, budget);
  }
  return { ok: true, entries: entries.length, uncompressed: declared, names: entries.map((e) => e.name) };
}

/** Inflates one entry as a stream: counts it against what it declared, checks its CRC and its content. */
async function checkEntry(
  src: ByteSource,
  e: Entry,
  dataStart: number,
  l: ZipLimits,
  depth: number,
  budget: Budget,
): Promise<void> {
  let out = 0;
  let crc = 0;
  let mode = 'undecided' as 'undecided' | 'plain' | 'zip' | 'cfb';
  let pending: Buffer[] = [];
  let pendingLength = 0;
  const scanner = byteScanner(CFB_ACTIVE);

  const decide = () => {
    const head = Buffer.concat(pending).subarray(0, 8);
    if (OBFUSCATED.test(e.name)) {
      // Word's embedded fonts start with 32 bytes XOR-ed with a key: random, so no magic applies.
      mode = 'plain';
      pending = [];
    } else if (startsWith(head, ZIP_MAGIC) && (head[2] === 0x03 || head[2] === 0x05)) {
      if (depth + 1 > l.maxDepth) throw new Stop('nested', `archive inside an archive inside ${e.name}`);
      if (e.uncompressedSize > l.maxNestedBytes)
        throw new Stop('nested', `inner archive ${e.name} too large`);
      mode = 'zip';
    } else if (OTHER_ARCHIVES.some((m) => startsWith(head, m))) {
      throw new Stop('nested', `inner archive ${e.name}`);
    } else if (PROGRAMS.some((m) => startsWith(head, m))) {
      throw new Stop('active', `program inside: ${e.name}`);
    } else if (startsWith(head, CFB_MAGIC)) {
      mode = 'cfb';
      for (const c of pending) scanner.push(c);
      pending = [];
    } else {
      mode = 'plain';
      pending = [];
    }
  };

  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.length;
      if (out > e.uncompressedSize)
        return done(new Stop('too_big', `${e.name} expands past its declared ${e.uncompressedSize} bytes`));
      crc = zlib.crc32(chunk, crc);
      try {
        if (mode === 'undecided') {
          pending.push(chunk);
          pendingLength += chunk.length;
          if (pendingLength >= 8) decide();
        } else if (mode === 'zip') {
          pending.push(chunk);
        } else if (mode === 'cfb') {
          scanner.push(chunk);
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  const input = Readable.from(chunksOf(src, dataStart, e.compressedSize));
  try {
    if (e.method === 8) await pipeline(input, zlib.createInflateRaw(), sink);
    else await pipeline(input, sink);
  } catch (err) {
    if (err instanceof Stop) throw err;
    throw new Stop('corrupt', `${e.name}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (out !== e.uncompressedSize)
    throw new Stop('corrupt', `${e.name} is ${out} bytes, declares ${e.uncompressedSize}`);
  if (crc >>> 0 !== e.crc >>> 0) throw new Stop('corrupt', `${e.name}: CRC mismatch`);
  if (mode === 'undecided' && pendingLength > 0) decide();
  if (mode === 'cfb' && scanner.found.size)
    throw new Stop('active', `${e.name} holds ${[...scanner.found].join(', ')}`);
  if (mode === 'zip') {
    const inner = Buffer.concat(pending);
    pending = [];
    await inspect(bufferSource(inner), l, depth + 1, budget);
  }
}

type EndRecord = { entries: number; cdSize: number; cdOffset: number; recordOffset: number };

async function centralDirectoryEnd(src: ByteSource): Promise<EndRecord> {
  if (src.size < 22) throw new Stop('corrupt', 'too short for a ZIP');
  const tailStart = Math.max(0, src.size - (22 + 0xffff));
  const tail = await src.read(tailStart, src.size - tailStart);
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== 0x06054b50) continue;
    if (i + 22 + tail.readUInt16LE(i + 20) > tail.length) continue;
    if (tail.readUInt16LE(i + 4) !== 0 || tail.readUInt16LE(i + 6) !== 0)
      throw new Stop('corrupt', 'multi-disk archive');
    let entries = tail.readUInt16LE(i + 10);
    let cdSize = tail.readUInt32LE(i + 12);
    let cdOffset = tail.readUInt32LE(i + 16);
    let recordOffset = tailStart + i;
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
      // ZIP64: a locator just before points at the 64-bit end record.
      const locator = await src.read(recordOffset - 20, 20);
      if (locator.length < 20 || locator.readUInt32LE(0) !== 0x07064b50)
        throw new Stop('corrupt', 'no ZIP64 locator');
      const at = safeNumber(locator.readBigUInt64LE(8));
      const rec = await src.read(at, 56);
      if (rec.length < 56 || rec.readUInt32LE(0) !== 0x06064b50)
        throw new Stop('corrupt', 'no ZIP64 end record');
      entries = safeNumber(rec.readBigUInt64LE(32));
      cdSize = safeNumber(rec.readBigUInt64LE(40));
      cdOffset = safeNumber(rec.readBigUInt64LE(48));
      recordOffset = at;
    }
    if (cdOffset + cdSize !== recordOffset)
      throw new Stop('corrupt', 'central directory is not where the end record says');
    return { entries, cdSize, cdOffset, recordOffset };
  }
  throw new Stop('corrupt', 'no end of central directory');
}

function safeNumber(v: bigint): number {
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new Stop('too_big', 'a 64-bit size past any limit');
  return Number(v);
}

async function readCentralDirectory(
  src: ByteSource,
  l: ZipLimits,
): Promise<{ entries: Entry[]; cdOffset: number }> {
  const end = await centralDirectoryEnd(src);
  if (end.entries > l.maxEntries) throw new Stop('entries', `${end.entries} entries`);
  const cd = await src.read(end.cdOffset, end.cdSize);
  if (cd.length !== end.cdSize) throw new Stop('corrupt', 'central directory cut short');
  const entries: Entry[] = [];
  let p = 0;
  while (p < cd.length) {
    if (entries.length >= end.entries) throw new Stop('corrupt', 'more entries than the end record says');
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50)
      throw new Stop('corrupt', 'bad central directory entry');
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    const next = p + 46 + nameLength + extraLength + commentLength;
    if (next > cd.length) throw new Stop('corrupt', 'central directory entry cut short');
    const flags = cd.readUInt16LE(p + 8);
    const nameBytes = cd.subarray(p + 46, p + 46 + nameLength);
    const e: Entry = {
      name: nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1'),
      flags,
      method: cd.readUInt16LE(p + 10),
      crc: cd.readUInt32LE(p + 16),
      compressedSize: cd.readUInt32LE(p + 20),
      uncompressedSize: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
    };
    if (cd.readUInt16LE(p + 34) !== 0 && cd.readUInt16LE(p + 34) !== 0xffff)
      throw new Stop('corrupt', 'multi-disk entry');
    if (
      e.uncompressedSize === 0xffffffff ||
      e.compressedSize === 0xffffffff ||
      e.localOffset === 0xffffffff
    ) {
      readZip64Extra(cd.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength), e);
    }
    entries.push(e);
    p = next;
  }
  if (entries.length !== end.entries) throw new Stop('corrupt', 'fewer entries than the end record says');
  return { entries, cdOffset: end.cdOffset };
}

/** The ZIP64 extra field holds, in order, whichever of the three 32-bit fields overflowed. */
function readZip64Extra(extra: Buffer, e: Entry): void {
  let q = 0;
  while (q + 4 <= extra.length) {
    const id = extra.readUInt16LE(q);
    const size = extra.readUInt16LE(q + 2);
    if (id === 0x0001) {
      let r = q + 4;
      const take = () => {
        if (r + 8 > q + 4 + size) throw new Stop('corrupt', 'short ZIP64 field');
        const v = safeNumber(extra.readBigUInt64LE(r));
        r += 8;
        return v;
      };
      if (e.uncompressedSize === 0xffffffff) e.uncompressedSize = take();
      if (e.compressedSize === 0xffffffff) e.compressedSize = take();
      if (e.localOffset === 0xffffffff) e.localOffset = take();
      return;
    }
    q += 4 + size;
  }
  throw new Stop('corrupt', 'missing ZIP64 field');
}
