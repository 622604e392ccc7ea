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

/** A row of the page query (general-export.service.ts). */
type Row = {
  id: number;
  user_id: number;
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  anonymised: boolean;
  city: string | null;
  institution: string | null;
  specialty: string | null;
  course: number | null;
  graduation_year: number | null;
  vacancy_id: number;
  vacancy: string;
  status: ApplicationStatus;
  source: string;
  /** ISO timestamps with their offset (the page comes as JSON). */
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The candidate's stage statuses as `n=status,...`, a subquery of the page's own statement
   * (general-export.service.ts).
   */
  stages: string | null;
  /** The stage columns' cells, set as the page is read. */
  stageCells?: string[];
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
const COLUMNS: XlsxColumn<Row>[] = [
  { header: c.id, type: 'number', value: (r) => r.id },
  { header: c.userId, type: 'number', value: (r) => r.user_id },
  { header: c.lastName, value: (r) => (r.anonymised ? t.erased : r.last_name) },
  { header: c.firstName, value: (r) => r.first_name },
  { header: c.middleName, value: (r) => r.middle_name },
  { header: c.email, width: 30, value: (r) => r.email },
  { header: c.phone, width: 20, value: (r) => (r.phone ? formatPhone(r.phone) : null) },
  { header: c.birthDate, type: 'date', value: (r) => r.birth_date },
  { header: c.city, value: (r) => r.city },
  { header: c.institution, width: 40, value: (r) => r.institution },
  { header: c.specialty, value: (r) => r.specialty },
  { header: c.course, type: 'number', value: (r) => r.course },
  { header: c.graduationYear, type: 'number', value: (r) => r.graduation_year },
  { header: c.vacancyId, type: 'number', value: (r) => r.vacancy_id },
  { header: c.vacancy, width: 32, value: (r) => r.vacancy },
  { header: c.applicationStatus, value: (r) => ru.statuses.application.staff[r.status] },
  { header: c.source, value: (r) => candidateSourceLabel(r.source) },
  { header: c.submittedAt, type: 'date', value: (r) => r.submitted_at ?? r.created_at },
  { header: c.updatedAt, type: 'date', value: (r) => r.updated_at },
  ...STAGE_TYPES.map((type, i): XlsxColumn<Row> => ({
    header: t.stageColumn(ru.stageNames[type]),
    width: 20,
    value: (r) => r.stageCells?.[i],
  })),
];

/** The sheet of the pages of `generalExportPages()`. */
export function generalSheet(pages: AsyncIterable<string>): XlsxSheet {
  const known = new Map<string, string[]>();
  // The pages parsed here (not through batches.ts's jsonRows, which would bring the database code
  // into the worker).
  async function* rows(): AsyncGenerator<Row> {
    for await (const text of pages)
      for (const r of JSON.parse(text) as Row[]) {
        r.stageCells = stageCells(r.stages, known);
        yield r;
      }
  }
  return xlsxSheet({ name: t.files.general, columns: COLUMNS, rows: rows() });
}
