/** What lib/xlsx-thread.test.ts and its worker (xlsx-sheets.worker.ts) share. */
import type { XlsxColumn } from '../lib/xlsx.ts';

/** The broadcast channel the test worker beats on while it runs. */
export const HEARTBEAT = 'xlsx-sheets-test-heartbeat';

export type TestRow = {
  id: number;
  name: string;
  score: number | string | null;
  applied_at: string | null;
  birth_date: string | null;
  relocate: boolean | null;
};

export const TEST_COLUMNS: XlsxColumn<TestRow>[] = [
  { header: 'ID', type: 'number', value: (r) => r.id },
  { header: 'ФИО', value: (r) => r.name },
  { header: 'Баллы', type: 'number', value: (r) => r.score },
  { header: 'Время отклика', type: 'datetime', value: (r) => r.applied_at },
  { header: 'Дата рождения', type: 'date', value: (r) => r.birth_date },
  { header: 'Готов к переезду', type: 'boolean', value: (r) => r.relocate },
];
