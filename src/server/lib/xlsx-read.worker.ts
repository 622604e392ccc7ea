/**
 * The worker thread an uploaded XLSX is read in (lib/xlsx-read.ts): parses the bytes it is given,
 * answers the cells or why the file is refused, and ends. Started by `workerEntry()`; in the built
 * server it is a bundle of its own (scripts/build-server.ts), the only one holding the XML parser.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseFirstSheet } from './xlsx-parse.ts';
import { XlsxReadError, type ReadAnswer, type ReadRequest } from './xlsx-read.ts';

const { bytes, bounds } = workerData as ReadRequest;
const answer = (message: ReadAnswer) => parentPort!.postMessage(message);
try {
  answer({
    type: 'rows',
    rows: parseFirstSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), bounds),
  });
} catch (err) {
  // Anything else is a fault here, not in the file: the server's thread gets it as the worker's error.
  if (!(err instanceof XlsxReadError)) throw err;
  answer({ type: 'refused', problem: err.problem, detail: err.message });
}
