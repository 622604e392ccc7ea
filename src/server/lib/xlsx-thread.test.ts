import { PassThrough } from 'node:stream';
import { BroadcastChannel } from 'node:worker_threads';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HEARTBEAT, TEST_COLUMNS, type TestRow } from '../test/xlsx-sheets.ts';
import { writeXlsx, xlsxSheet } from './xlsx.ts';
import { writeXlsxInWorker } from './xlsx-thread.ts';

const ENTRY = new URL('../test/xlsx-sheets.worker.ts', import.meta.url);

// Names deflate cannot shrink much (a pseudo-random walk), as real text.
let seed = 1;
const word = () =>
  Array.from({ length: 24 }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return 'абвгдеёжзийклмнопрстуфхцчшщыэюяabcdefghijklmnopqrstuvwxyz0123456789'[seed % 68];
  }).join('');

const row = (id: number, name = word()): TestRow => ({
  id,
  name,
  score: id % 3 === 0 ? String(id) : id % 3 === 1 ? id : 'не число',
  applied_at: id % 2 ? '2026-03-01T22:30:00+00:00' : null,
  birth_date: id % 5 ? '2001-12-31' : null,
  relocate: id % 4 === 0 ? null : id % 2 === 0,
});

/** `count` rows as pages of `size`, JSON text each, counting the pages read and whether the reading ended. */
function pageSource(count: number, size: number) {
  const seen = { pages: 0, closed: false };
  async function* pages(): AsyncGenerator<string> {
    try {
      for (let first = 1; first <= count; first += size) {
        seen.pages++;
        const ids = Array.from({ length: Math.min(size, count - first + 1) }, (_, i) => first + i);
        yield JSON.stringify(ids.map((id) => row(id, id === 7 ? '=HYPERLINK("x")' : undefined)));
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, pages: pages() };
}

function collect(out: PassThrough) {
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve) => out.on('end', () => resolve(Buffer.concat(chunks))));
  return ended;
}

/** Every part of a ZIP inflated, by name, but the creation time (docProps/core.xml). */
function parts(buf: Buffer): Map<string, string> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let p = buf.readUInt32LE(eocd + 16);
  const entries = new Map<string, string>();
  for (let i = buf.readUInt16LE(eocd + 10); i > 0; i--) {
    const size = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    const local = buf.readUInt32LE(p + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (name !== 'docProps/core.xml')
      entries.set(name, zlib.inflateRawSync(buf.subarray(start, start + size)).toString('utf8'));
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

/**
 * Whether the test worker beats (every 20 ms while it runs): true at its first beat within 3 s (a
 * busy machine may hold a thread back), false after 300 ms of silence.
 */
async function workerAlive(): Promise<boolean> {
  const channel = new BroadcastChannel(HEARTBEAT);
  try {
    return await new Promise<boolean>((resolve) => {
      const silence = setTimeout(() => resolve(false), 300);
      channel.onmessage = () => {
        clearTimeout(silence);
        resolve(true);
      };
    });
  } finally {
    channel.close();
  }
}

/** The worker's first beat, waiting up to 3 s for it. */
async function workerBeats(): Promise<boolean> {
  for (let i = 0; i < 10; i++) if (await workerAlive()) return true;
  return false;
}

describe('an XLSX written in a worker thread', () => {
  it('is the workbook writeXlsx writes in this thread, part for part', async () => {
    const texts: string[] = [];
    for await (const text of pageSource(5000, 700).pages) texts.push(text);
    const inWorker = new PassThrough();
    const workerFile = collect(inWorker);
    async function* again() {
      yield* texts;
    }
    const { rows } = await writeXlsxInWorker(inWorker, { entry: ENTRY, sheet: 'rows', pages: again() });
    expect(rows).toBe(5000);

    const here = new PassThrough();
    const hereFile = collect(here);
    const all = texts.flatMap((text) => JSON.parse(text) as TestRow[]);
    await writeXlsx(here, xlsxSheet({ name: 'Строки', columns: TEST_COLUMNS, rows: all }));

    const [a, b] = [parts(await workerFile), parts(await hereFile)];
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [name, xml] of a) expect(xml, name).toBe(b.get(name));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await workerFile) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Строки')!;
    expect(ws.rowCount).toBe(5001);
    expect(ws.getRow(8).getCell(2)).toMatchObject({
      type: ExcelJS.ValueType.String,
      value: '=HYPERLINK("x")',
    });
  });

  it('reads pages only as fast as the destination takes the file; a closed destination stops the worker and the reads', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 }); // nobody reads it
    const { seen, pages } = pageSource(1_000_000, 1000);
    const writing = writeXlsxInWorker(out, { entry: ENTRY, sheet: 'rows', pages });
    writing.catch(() => {});
    // Wait until the export stalls: the pages read stop moving.
    let before = -1;
    while (seen.pages !== before) {
      before = seen.pages;
      await new Promise((r) => setTimeout(r, 300));
    }
    // A full destination, a megabyte in flight and a page or two in the threads: a few tens of
    // thousands of rows read, not the million.
    expect(seen.pages).toBeLessThan(60);
    expect(out.readableLength + out.writableLength).toBeLessThan(2 * 1024 * 1024);
    expect(await workerBeats()).toBe(true);
    out.destroy();
    await expect(writing).rejects.toThrow(/closed/);
    expect(seen.closed).toBe(true);
    expect(await workerAlive()).toBe(false);
  }, 30_000);

  it('a failure in the worker rejects with its message and ends the reads', async () => {
    const { seen, pages } = pageSource(10_000, 100);
    async function* withBoom() {
      for await (const text of pages) {
        const rows = JSON.parse(text) as TestRow[];
        if (rows[0]!.id === 301) rows[5]!.name = 'boom';
        yield JSON.stringify(rows);
      }
    }
    const out = new PassThrough();
    out.resume();
    await expect(
      writeXlsxInWorker(out, { entry: ENTRY, sheet: 'failing', pages: withBoom() }),
    ).rejects.toThrow('ячейка не сложилась');
    expect(seen.closed).toBe(true);
    expect(seen.pages).toBeLessThan(10);
    expect(await workerAlive()).toBe(false);
  });

  it('a failure reading the pages rejects with it and stops the worker', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield JSON.stringify([row(1), row(2)]);
      throw new Error('страница не прочитана');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeXlsxInWorker(out, { entry: ENTRY, sheet: 'rows', pages: failing() })).rejects.toThrow(
      'страница не прочитана',
    );
    expect(await workerAlive()).toBe(false);
  });

  it('a sheet the worker does not have, or a destination already closed, is refused', async () => {
    const out = new PassThrough();
    out.resume();
    await expect(
      writeXlsxInWorker(out, { entry: ENTRY, sheet: 'missing', pages: pageSource(1, 1).pages }),
    ).rejects.toThrow(/no XLSX sheet named missing/);
    const closed = new PassThrough();
    closed.destroy();
    const { seen, pages } = pageSource(10, 1);
    await expect(writeXlsxInWorker(closed, { entry: ENTRY, sheet: 'rows', pages })).rejects.toThrow(/closed/);
    expect(seen.pages).toBe(0);
  });
});
