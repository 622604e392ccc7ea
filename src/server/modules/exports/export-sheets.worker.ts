/**
 * The worker thread the large exports' sheets are written in (lib/xlsx-thread.ts): the sheets by
 * name, made from the pages the server's thread reads. Started by `workerEntry()`; in the built
 * server it is a bundle of its own (scripts/build-server.ts), so it imports no database code.
 */
import { serveXlsxSheets } from '../../lib/xlsx-thread.ts';
import { generalSheet } from './general-export.sheet.ts';

/** The sheets this worker writes: what `writeXlsxInWorker` names. */
export type ExportSheetName = 'general';

serveXlsxSheets({ general: generalSheet } satisfies Record<ExportSheetName, unknown>);
