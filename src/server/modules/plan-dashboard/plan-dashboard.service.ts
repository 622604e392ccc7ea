/**
 * `GET /api/dashboard/vacancies/dashboard`: every position with its plan (the headcount), its
 * submitted candidates, those still in selection per the stage they are at, hires (offer accepted),
 * internship starts and overdue stages. «The stage they are at» is the current stage the candidates
 * table shows and filters on (decision 008: copied onto `candidates` after every stage write), so
 * the dashboard's overdue count is what the table's «Просрочен» filter lists. One scan of the
 * candidates grouped by position and current stage, whatever the number of positions.
 */
import { sql } from 'drizzle-orm';
import type { Dashboard, DashboardPosition } from '#shared/contracts/plan-dashboard.ts';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { APPLICATION_IN_PROGRESS, applicationStatusesIn } from '#shared/domain/stages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/sql-list.ts';
import { rowsOf } from '../position-stats/funnel.ts';
import { overdueSql } from '../stages/overdue.ts';

const STATUS_ORDER = sql`case v.status when 'open' then 0 when 'stop' then 1 when 'draft' then 2 else 3 end`;

type CountRow = {
  vacancy_id: number;
  n: number;
  in_progress: number;
  candidates: number;
  hired: number;
  started: number;
  overdue: number;
};

export async function hiringDashboard(db: DbOrTx): Promise<Dashboard> {
  const [positions, counts] = await Promise.all([
    db.execute(sql`
      select v.id, v.title, v.status, v.department::int as department, ci.name as city_name, v.headcount as plan
      from vacancies v left join cities ci on ci.id = v.city_id
      order by ${STATUS_ORDER}, v.title collate "und-x-icu", v.id`),
    db.execute(sql`
      select c.vacancy_id, coalesce(c.current_stage_n, 1)::int as n,
        count(*) filter (where c.status in ${sqlList(APPLICATION_IN_PROGRESS)})::int as in_progress,
        count(*)::int as candidates,
        count(*) filter (where c.status in ${sqlList(applicationStatusesIn('hired'))})::int as hired,
        count(*) filter (where c.status = 'success' and c.current_stage_n = 8 and c.current_stage_status = 'success')::int as started,
        count(*) filter (where ${overdueSql(sql`c.current_stage_status`, sql`c.current_stage_deadline_at`)})::int as overdue
      from candidates c
      where c.submitted_at is not null
      group by c.vacancy_id, coalesce(c.current_stage_n, 1)`),
  ]);

  const totalsOf = new Map<
    number,
    {
      candidates: number;
      hired: number;
      started: number;
      overdue: number;
      inProgress: { n: number; count: number }[];
    }
  >();
  for (const r of rowsOf<CountRow>(counts)) {
    const id = Number(r.vacancy_id);
    const t = totalsOf.get(id) ?? { candidates: 0, hired: 0, started: 0, overdue: 0, inProgress: [] };
    t.candidates += Number(r.candidates);
    t.hired += Number(r.hired);
    t.started += Number(r.started);
    t.overdue += Number(r.overdue);
    if (Number(r.in_progress) > 0) t.inProgress.push({ n: Number(r.n), count: Number(r.in_progress) });
    totalsOf.set(id, t);
  }

  type Row = Pick<DashboardPosition, 'id' | 'title' | 'department' | 'city_name' | 'plan'> & {
    status: VacancyStatus;
  };
  const list: DashboardPosition[] = rowsOf<Row>(positions).map((r) => {
    const t = totalsOf.get(Number(r.id));
    return {
      id: Number(r.id),
      title: r.title,
      status: r.status,
      department: Number(r.department),
      city_name: r.city_name ?? null,
      plan: Number(r.plan),
      candidates: t?.candidates ?? 0,
      in_progress: (t?.inProgress ?? []).sort((a, b) => a.n - b.n),
      hired: t?.hired ?? 0,
      started: t?.started ?? 0,
      overdue: t?.overdue ?? 0,
    };
  });
  const sum = (f: (p: DashboardPosition) => number) => list.reduce((s, p) => s + f(p), 0);
  return {
    positions: list,
    totals: {
      plan: sum((p) => p.plan),
      hired: sum((p) => p.hired),
      started: sum((p) => p.started),
      in_progress: sum((p) => p.in_progress.reduce((s, x) => s + x.count, 0)),
      overdue: sum((p) => p.overdue),
    },
  };
}
