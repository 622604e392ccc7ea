/**
 * The general export's sheet (`GET /api/dashboard/export`, general-export.service.ts reads its
 * pages): one row per application with what a careers team reports on. On PGlite it is written in
 * a worker thread (export-sheets.worker.ts), so this module holds no database code: it turns the
 * pages' JSON text into cells.
 */
import { formatPhone } from '#shared/domain/phone.ts';
import { candidateSourceLabel } from '#shared/domain/selection-lists.ts';
import { STAGE_TYPES, type ApplicationStatus, type StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import { xlsxSheet, type XlsxColumn, type XlsxSheet } from '../../lib/xlsx.ts';

const t = ru.applications.exports;

/**
 * Where each value is in a page's row: the page query (general-export.service.ts) answers every row
 * as a JSON array of these columns in this order (`jsonPages` with `PAGE_COLUMNS`), a third less
 * text than objects. The names of the city, the institution and the vacancy come from the export's
 * first text, by id (`Names`); a row carries the name itself only when its id is newer than those
 * names (created while the export runs), null otherwise.
 */
export const PAGE_COLUMN = {
  id: 0,
  user_id: 1,
  last_name: 2,
  first_name: 3,
  middle_name: 4,
  email: 5,
  phone: 6,
  birth_date: 7,
  anonymised: 8,
  city_id: 9,
  city: 10,
  institution_id: 11,
  institution: 12,
  specialty: 13,
  course: 14,
  graduation_year: 15,
  vacancy_id: 16,
  vacancy: 17,
  status: 18,
  source: 19,
  submitted_at: 20,
  created_at: 21,
  updated_at: 22,
  stages: 23,
} as const;
export const PAGE_COLUMNS = Object.keys(PAGE_COLUMN) as (keyof typeof PAGE_COLUMN)[];
const C = PAGE_COLUMN;

/** A row of a page, in the order of PAGE_COLUMN. */
type Row = [
  id: number,
  userId: number,
  lastName: string,
  firstName: string,
  middleName: string,
  email: string | null,
  phone: string | null,
  birthDate: string | null,
  anonymised: boolean,
  cityId: number | null,
  /** Set from `Names` as the page is read when the query left it null. */
  city: string | null,
  institutionId: number | null,
  institution: string | null,
  specialty: string | null,
  course: number | null,
  graduationYear: number | null,
  vacancyId: number,
  vacancy: string | null,
  status: ApplicationStatus,
  source: string,
  /** ISO timestamps with their offset (the page comes as JSON). */
  submittedAt: string | null,
  createdAt: string,
  updatedAt: string,
  /**
   * The candidate's stage statuses as `n=status,...`, a subquery of the page's own statement
   * (general-export.service.ts).
   */
  stages: string | null,
  /** The stage columns' cells, set as the page is read. */
  stageCells?: string[],
];

/**
 * The export's first text: the names of every city, institution and vacancy by id, read once
 * (general-export.service.ts) instead of joined into each of 100,000 rows.
 */
export type Names = {
  cities: Record<string, string>;
  institutions: Record<string, string>;
  vacancies: Record<string, string>;
};

const stageLabel = (s: StageStatus | undefined) => (s && s !== 'skipped' ? ru.statuses.stage.staff[s] : '');

// Few candidates differ in their stages' text (the same pipelines, the same outcomes), so each text
// is turned into its cells once per export, not once per row.
const MAX_KNOWN_STAGES = 10_000;

/** `n=status,...` as the stage columns' cells, in process order; `known` keeps the texts seen. */
function stageCells(stages: string | null, known: Map<string, string[]>): string[] {
  const text = stages ?? '';
  let cells = known.get(text);
  if (cells) return cells;
  const byN: StageStatus[] = [];
  if (text)
    for (const pair of text.split(',')) {
      const [n, status] = pair.split('=');
      byN[Number(n) - 1] = status as StageStatus;
    }
  cells = STAGE_TYPES.map((_, i) => stageLabel(byN[i]));
  if (known.size >= MAX_KNOWN_STAGES) known.clear();
  known.set(text, cells);
  return cells;
}

const c = t.columns;
const STAGE_CELLS = 24; // Row's stageCells
const COLUMNS: XlsxColumn<Row>[] = [
  { header: c.id, type: 'number', value: (r) => r[C.id] },
  { header: c.userId, type: 'number', value: (r) => r[C.user_id] },
  { header: c.lastName, value: (r) => (r[C.anonymised] ? t.erased : r[C.last_name]) },
  { header: c.firstName, value: (r) => r[C.first_name] },
  { header: c.middleName, value: (r) => r[C.middle_name] },
  { header: c.email, width: 30, value: (r) => r[C.email] },
  {
    header: c.phone,
    width: 20,
    value: (r) => {
      const phone = r[C.phone];
      return phone ? formatPhone(phone) : null;
    },
  },
  { header: c.birthDate, type: 'date', value: (r) => r[C.birth_date] },
  { header: c.city, value: (r) => r[C.city] },
  { header: c.institution, width: 40, value: (r) => r[C.institution] },
  { header: c.specialty, value: (r) => r[C.specialty] },
  { header: c.course, type: 'number', value: (r) => r[C.course] },
  { header: c.graduationYear, type: 'number', value: (r) => r[C.graduation_year] },
  { header: c.vacancyId, type: 'number', value: (r) => r[C.vacancy_id] },
  { header: c.vacancy, width: 32, value: (r) => r[C.vacancy] },
  { header: c.applicationStatus, value: (r) => ru.statuses.application.staff[r[C.status]] },
  { header: c.source, value: (r) => candidateSourceLabel(r[C.source]) },
  { header: c.submittedAt, type: 'date', value: (r) => r[C.submitted_at] ?? r[C.created_at] },
  { header: c.updatedAt, type: 'date', value: (r) => r[C.updated_at] },
  ...STAGE_TYPES.map((type, i): XlsxColumn<Row> => ({
    header: t.stageColumn(ru.stageNames[type]),
    width: 20,
    value: (r) => r[STAGE_CELLS]?.[i],
  })),
];

/** The name of `id` in `names`, or null (no id). */
const nameOf = (names: Record<string, string>, id: number | null) =>
  id === null ? null : (names[id] ?? null);

/** The sheet of the texts of `generalExportPages()`: the names first, then the pages. */
export function generalSheet(pages: AsyncIterable<string>): XlsxSheet {
  const known = new Map<string, string[]>();
  // The pages parsed here (not through batches.ts's jsonRows, which would bring the database code
  // into the worker).
  async function* rows(): AsyncGenerator<Row> {
    let names: Names | null = null;
    for await (const text of pages) {
      if (!names) {
        names = JSON.parse(text) as Names;
        continue;
      }
      for (const r of JSON.parse(text) as Row[]) {
        r[C.city] ??= nameOf(names.cities, r[C.city_id]);
        r[C.institution] ??= nameOf(names.institutions, r[C.institution_id]);
        r[C.vacancy] ??= nameOf(names.vacancies, r[C.vacancy_id]);
        r[STAGE_CELLS] = stageCells(r[C.stages], known);
        yield r;
      }
    }
  }
  return xlsxSheet({ name: t.files.general, columns: COLUMNS, rows: rows() });
}
