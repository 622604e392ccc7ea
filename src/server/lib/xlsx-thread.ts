/**
 * An XLSX export written in a worker thread (docs/decisions/018-hand-written-xlsx-writer.md, amended
 * 2026-11-28): the server's thread reads the pages from the database and sends the file on, the
 * worker turns each page into sheet XML, deflates it and hands the bytes back. On PGlite the
 * database runs in the server's own thread, so its page queries and the writer (~half the CPU of a
 * large export) then run side by side on two cores instead of in turn on one.
 *
 * What crosses between the threads is plain data: a page is the text of one JSON array
 * (`jsonPages()` in modules/exports/batches.ts), parsed in the worker; the sheet's columns are code,
 * so the worker's entry module holds them by name (`serveXlsxSheets`) and is started by its URL
 * (`workerEntry`, which finds its bundle in the built server).
 *
 * Flow control, so memory stays flat however slow the client:
 * - pages are pulled: the worker asks for one when it needs the next rows; the server's thread has
 *   read one page ahead (the next query runs while the worker writes the last page) and reads the
 *   one after only when that one is taken;
 * - bytes are acknowledged: the worker has at most `MAX_IN_FLIGHT` bytes the server's thread has not
 *   yet written into the destination; past that its writes wait (lib/zip-writer.ts waits for
 *   `drain`), and the server's thread holds its acknowledgement while the destination is full.
 * If the destination closes (the client went away), the worker is terminated and the page source's
 * `return()` ends the page reads; a failure on either side ends both and rejects with the error.
 */
import { finished } from 'node:stream/promises';
import { Writable, type Writable as WritableStream } from 'node:stream';
import { parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import { writeXlsx, type XlsxSheet } from './xlsx.ts';

/** A sheet made from pages of rows, each the text of a JSON array. */
export type SheetFromPages = (pages: AsyncIterable<string>) => XlsxSheet;

/** What the server's thread sends: a page (`null` when there are no more), or bytes written. */
type ToWorker = { type: 'page'; text: string | null } | { type: 'written'; bytes: number };
/** What the worker sends: a page wanted, bytes of the file, the end, or its failure. */
type FromWorker =
  | { type: 'page' }
  | { type: 'bytes'; bytes: Uint8Array }
  | { type: 'done'; rows: number }
  | { type: 'error'; error: unknown };

/**
 * Bytes of the file the worker may have sent ahead of the destination. A page query on PGlite holds
 * the server's thread for tens of milliseconds; this lets the worker keep writing meanwhile.
 */
const MAX_IN_FLIGHT = 1024 * 1024;

/**
 * The worker's young generation. Left to V8 it grew to ~130 MB while the general export's pages went
 * through (what a page makes dies young, so V8 keeps widening it), all of it resident; bounded, it
 * holds ~17 MB for the same work.
 */
const YOUNG_GENERATION_MB = 16;

/**
 * Writes the workbook of the sheet `sheet` (a name the worker at `entry` serves) from `pages` into
 * `out` and ends it, as `writeXlsx` does in this thread. Answers the number of data rows written.
 */
export function writeXlsxInWorker(
  out: WritableStream,
  opts: { entry: URL; sheet: string; pages: AsyncIterable<string> },
): Promise<{ rows: number }> {
  return new Promise((resolve, reject) => {
    if (out.destroyed || out.writableEnded) {
      reject(new Error('the destination stream is closed'));
      return;
    }
    const source = opts.pages[Symbol.asyncIterator]();
    const worker = new Worker(opts.entry, {
      workerData: { sheet: opts.sheet },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    let settled = false;
    // Bytes written into `out` the worker has not been told of, and whether `out` is full.
    let unacknowledged = 0;
    let full = false;
    // The page read ahead (the first one's query starts while the worker starts).
    let ahead = source.next();
    ahead.catch(() => {}); // its failure is answered when the worker asks for it

    const acknowledge = () => {
      if (unacknowledged === 0) return;
      worker.postMessage({ type: 'written', bytes: unacknowledged } satisfies ToWorker);
      unacknowledged = 0;
    };
    const onDrain = () => {
      full = false;
      acknowledge();
    };
    const onClose = () => end(new Error('the destination stream closed'));
    const end = (err: unknown, rows = 0) => {
      if (settled) return;
      settled = true;
      out.off('drain', onDrain);
      out.off('close', onClose);
      // Ends the page reads (a query already running finishes first).
      if (err !== null) void source.return?.().catch(() => {});
      // Settled once the worker has stopped: nothing of this export runs after.
      void worker
        .terminate()
        .catch(() => {})
        .then(() =>
          err === null ? resolve({ rows }) : reject(err instanceof Error ? err : new Error(String(err))),
        );
    };
    out.on('drain', onDrain);
    out.once('close', onClose);

    const sendPage = async () => {
      try {
        const next = await ahead;
        if (settled) return;
        if (!next.done) {
          ahead = source.next();
          ahead.catch(() => {});
        }
        worker.postMessage({ type: 'page', text: next.done ? null : next.value } satisfies ToWorker);
      } catch (err) {
        end(err);
      }
    };

    worker.on('message', (message: FromWorker) => {
      if (settled) return;
      switch (message.type) {
        case 'page':
          void sendPage();
          break;
        case 'bytes':
          if (out.destroyed || out.writableEnded) {
            end(new Error('the destination stream is closed'));
            return;
          }
          unacknowledged += message.bytes.byteLength;
          if (!out.write(message.bytes)) full = true;
          if (!full) acknowledge();
          break;
        case 'done':
          out.end();
          end(null, message.rows);
          break;
        case 'error':
          end(message.error);
          break;
      }
    });
    worker.on('error', (err) => end(err));
    worker.on('exit', (code) => end(new Error(`the XLSX worker stopped (exit code ${code})`)));
  });
}

/** The worker's end of `writeXlsxInWorker`: bytes posted to the server's thread, never more than allowed ahead. */
class ToServerThread extends Writable {
  private inFlight = 0;
  private held: (() => void) | null = null;
  private readonly port: MessagePort;

  constructor(port: MessagePort) {
    super();
    this.port = port;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // A copy of its own to hand over: zlib's output chunks share one buffer it goes on writing into.
    const bytes = new Uint8Array(chunk);
    this.inFlight += bytes.byteLength; // before it is handed over (then it reads 0 here)
    this.port.postMessage({ type: 'bytes', bytes } satisfies FromWorker, [bytes.buffer]);
    if (this.inFlight <= MAX_IN_FLIGHT) done();
    else this.held = done;
  }

  written(bytes: number): void {
    this.inFlight -= bytes;
    if (this.held && this.inFlight <= MAX_IN_FLIGHT) {
      const done = this.held;
      this.held = null;
      done();
    }
  }
}

/**
 * Run by a worker's entry module: writes the sheet the server's thread names, from the pages it
 * sends, into the bytes it takes. `sheets` are the sheets this entry can write, by name.
 */
export function serveXlsxSheets(sheets: Record<string, SheetFromPages>): void {
  const port = parentPort;
  if (!port) throw new Error('serveXlsxSheets runs in a worker thread');
  const { sheet } = workerData as { sheet: string };
  const out = new ToServerThread(port);
  // Who waits for the page asked for (one is asked at a time, so its answer finds it waiting).
  let waiting: ((text: string | null) => void) | null = null;
  port.on('message', (message: ToWorker) => {
    if (message.type === 'written') out.written(message.bytes);
    else {
      waiting?.(message.text);
      waiting = null;
    }
  });
  const nextPage = () =>
    new Promise<string | null>((resolve) => {
      waiting = resolve;
      port.postMessage({ type: 'page' } satisfies FromWorker);
    });
  async function* pages(): AsyncGenerator<string> {
    for (let text = await nextPage(); text !== null; text = await nextPage()) yield text;
  }
  const run = async () => {
    const make = sheets[sheet];
    if (!make) throw new Error(`no XLSX sheet named ${sheet} in this worker`);
    const { rows } = await writeXlsx(out, make(pages()));
    // Every byte posted before the end is said.
    await finished(out);
    port.postMessage({ type: 'done', rows } satisfies FromWorker);
  };
  // An Error crosses with its message and stack (the structured clone keeps them); anything else as text.
  run().catch((error: unknown) =>
    port.postMessage({
      type: 'error',
      error: error instanceof Error ? error : new Error(String(error)),
    } satisfies FromWorker),
  );
}
