/**
 * The first sheet of an uploaded XLSX, read in a worker thread (issue 30): the parse
 * (lib/xlsx-parse.ts) runs beside the server's thread, never in it, under a memory limit and a time
 * limit; past either the worker is stopped and the file refused as too complex. What comes back is
 * bounded too: the columns asked for, at most `maxRows` rows holding a value.
 *
 * The worker (`xlsx-read.worker.ts`, found by `workerEntry` from source or in the built server) is
 * started for each file and gets its own copy of the bytes; a file is read once, by an admin, so its
 * start (tens of milliseconds) is not worth a pool.
 */
import { Worker } from 'node:worker_threads';
import { workerEntry } from './worker-entry.ts';

/**
 * Why a file is refused: not a workbook this can read (`unreadable`), more rows with values than
 * asked for (`too_many_rows`), or past the worker's memory or time (`too_complex`).
 */
export type XlsxReadProblem = 'unreadable' | 'too_many_rows' | 'too_complex';

export class XlsxReadError extends Error {
  readonly problem: XlsxReadProblem;
  constructor(detail: string, problem: XlsxReadProblem = 'unreadable') {
    super(detail);
    this.problem = problem;
  }
}

export type XlsxCell = string | number | boolean;
/** Row number (1-based, as Excel shows it) → column number (1-based) → value. Empty cells are absent. */
export type XlsxRows = Map<number, Map<number, XlsxCell>>;

/** What is kept of the sheet: its first `columns` columns, and no more than `maxRows` rows with a value in them. */
export type SheetBounds = { columns: number; maxRows: number };

export type WorkerLimits = {
  /** The worker is stopped this long after it was started. */
  timeMs: number;
  /** Its V8 heap (the inflated parts, outside it, are bounded by MAX_PART_BYTES each). */
  heapMb: number;
};

/**
 * A plan of 5,000 rows is read in well under a second and a few MB; 10 s and 64 MB leave room for
 * a slow machine and a workbook with more in it, and stop what only a hostile file needs.
 */
export const XLSX_WORKER_LIMITS: WorkerLimits = { timeMs: 10_000, heapMb: 64 };

/** What the worker is given, and what it answers. */
export type ReadRequest = { bytes: Uint8Array; bounds: SheetBounds };
export type ReadAnswer =
  { type: 'rows'; rows: XlsxRows | null } | { type: 'refused'; problem: XlsxReadProblem; detail: string };

const READ_WORKER = workerEntry('./xlsx-read.worker.ts', import.meta.url);

/**
 * The first sheet's cells (null for a workbook without sheets), read in a worker thread. Rejects
 * with XlsxReadError when the file is refused (what `problem` says), with any other error when the
 * worker itself failed.
 */
export function readFirstSheet(
  bytes: Buffer,
  bounds: SheetBounds,
  limits: WorkerLimits = XLSX_WORKER_LIMITS,
): Promise<XlsxRows | null> {
  return new Promise((resolve, reject) => {
    // A copy of its own, handed over: the caller's buffer stays usable.
    const copy = new Uint8Array(bytes);
    const worker = new Worker(READ_WORKER, {
      workerData: { bytes: copy, bounds } satisfies ReadRequest,
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const end = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Settled once the worker has stopped: nothing of this file is still being read.
      void worker
        .terminate()
        .catch(() => {})
        .then(settle);
    };
    const tooComplex = (detail: string) => () => reject(new XlsxReadError(detail, 'too_complex'));
    const timer = setTimeout(end, limits.timeMs, tooComplex(`not read in ${limits.timeMs} ms`));
    worker.on('message', (answer: ReadAnswer) =>
      end(() =>
        answer.type === 'rows'
          ? resolve(answer.rows)
          : reject(new XlsxReadError(answer.detail, answer.problem)),
      ),
    );
    worker.on('error', (err: Error & { code?: string }) =>
      end(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? tooComplex(`past ${limits.heapMb} MB of memory`)
          : () => reject(err),
      ),
    );
    worker.on('exit', (code) =>
      end(() => reject(new Error(`the XLSX reader stopped without an answer (exit code ${code})`))),
    );
  });
}
