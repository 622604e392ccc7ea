/**
 * A worker entry for lib/xlsx-thread.test.ts: a sheet of every column type from JSON pages, and one
 * whose cell code throws on a row named `boom` (a failure inside the worker). While it runs it says
 * so every 20 ms on the broadcast channel `HEARTBEAT`, so a test can tell it was stopped.
 */
import { BroadcastChannel } from 'node:worker_threads';
import { serveXlsxSheets } from '../lib/xlsx-thread.ts';
import { xlsxSheet } from '../lib/xlsx.ts';
import { HEARTBEAT, TEST_COLUMNS, type TestRow } from './xlsx-sheets.ts';

const heartbeat = new BroadcastChannel(HEARTBEAT);
setInterval(() => heartbeat.postMessage('alive'), 20);

async function* rows(pages: AsyncIterable<string>): AsyncGenerator<TestRow> {
  for await (const text of pages) yield* JSON.parse(text) as TestRow[];
}

serveXlsxSheets({
  rows: (pages) => xlsxSheet({ name: 'Строки', columns: TEST_COLUMNS, rows: rows(pages) }),
  failing: (pages) =>
    xlsxSheet({
      name: 'Сбой',
      columns: [
        {
          header: 'ФИО',
          value: (r: TestRow) => {
            if (r.name === 'boom') throw new Error('ячейка не сложилась');
            return r.name;
          },
        },
      ],
      rows: rows(pages),
    }),
});
