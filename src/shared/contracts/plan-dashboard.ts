/**
 * The admin's dashboard (`GET /api/dashboard/vacancies/dashboard`): every position with its hiring
 * plan (the position's headcount), where its candidates are, hires against the plan and overdue
 * stages. The plan comes from the position form or in bulk from an XLSX
 * (`POST /api/dashboard/vacancies/dashboard-import`, field `file`, made from
 * `GET /api/dashboard/vacancies/dashboard-import/template`): all rows or none; a bad row answers
 * 422 with `errors['rows.<row number>']`, a bad file with `errors.file`.
 */
import { z } from 'zod';
import { VACANCY_STATUSES } from '../domain/vacancy-status.ts';

export const PLAN_MIN = 1;
export const PLAN_MAX = 1000;
/** Data rows one import may hold (positions are counted in hundreds). */
export const PLAN_MAX_ROWS = 5000;

export const DashboardPositionSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(VACANCY_STATUSES),
  department: z.number(),
  city_name: z.string().nullable(),
  plan: z.number(),
  /** Submitted applications, ended ones included. */
  candidates: z.number(),
  /** Candidates still in selection (awaiting, assigned, carried out, to reassign) per their current stage (as the candidates table shows it). */
  in_progress: z.array(z.object({ n: z.number(), count: z.number() })),
  /** Offer accepted (the record is `success`). */
  hired: z.number(),
  /** INTERNSHIP_START passed. */
  started: z.number(),
  /** Candidates whose current stage waits on them past its deadline (what the candidates table's «Просрочен» filter lists). */
  overdue: z.number(),
});
export type DashboardPosition = z.infer<typeof DashboardPositionSchema>;

export const DashboardSchema = z.object({
  data: z.object({
    positions: z.array(DashboardPositionSchema),
    totals: z.object({
      plan: z.number(),
      hired: z.number(),
      started: z.number(),
      in_progress: z.number(),
      overdue: z.number(),
    }),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>['data'];

export const PlanImportResultSchema = z.object({
  message: z.string(),
  data: z.object({ updated: z.number() }),
});
export type PlanImportResult = z.infer<typeof PlanImportResultSchema>;

/** The row errors of a 422: `rows.<n>` keys in row order. */
export function rowErrors(errors: Record<string, string[]>): { row: number; reasons: string[] }[] {
  return Object.entries(errors)
    .map(([key, reasons]) => ({ row: /^rows\.(\d+)$/.exec(key)?.[1], reasons }))
    .filter((e): e is { row: string; reasons: string[] } => e.row !== undefined)
    .map((e) => ({ row: Number(e.row), reasons: e.reasons }))
    .sort((a, b) => a.row - b.row);
}
