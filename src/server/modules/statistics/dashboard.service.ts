/**
 * `GET /api/dashboard/vacancies/dashboard`: every position with its plan (the headcount), its
 * submitted candidates, those still in selection per the stage they are at (the last stage whose
 * status is not none/skipped, as the positions list counts), hires (offer accepted), internship
 * starts and overdue stages (`awaiting` past the deadline, as the candidates table's filter).
 * Three grouped queries over all positions, whatever their number.
 */
import { sql } from 'drizzle-orm';
import type { Dashboard, DashboardPosition } from '#shared/contracts/dashboard.ts';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { rowsOf } from '../position-stats/funnel.ts';

const STATUS_ORDER = sql`case v.status when 'open' then 0 when 'stop' then 1 when 'draft' then 2 else 3 end`;

export async function hiringDashboard(db: DbOrTx): Promise<Dashboard> {
  const [positions, stages, overdue] = await Promise.all([
    db.execute(sql`
      select v.id, v.title, v.status, v.department::int as department, ci.name as city_name, v.headcount as plan,
        coalesce(t.candidates, 0)::int as candidates, coalesce(t.hired, 0)::int as hired, coalesce(t.started, 0)::int as started
      from vacancies v
      left join cities ci on ci.id = v.city_id
      left join (
        select c.vacancy_id, count(*) as candidates,
          count(*) filter (where c.status = 'success') as hired,
          count(*) filter (where c.status = 'success' and exists (
            select 1 from candidate_stages s where s.candidate_id = c.id and s.n = 8 and s.status = 'success')) as started
        from candidates c
        where c.submitted_at is not null
        group by c.vacancy_id
      ) t on t.vacancy_id = v.id
      order by ${STATUS_ORDER}, v.title collate "und-x-icu", v.id`),
    // Per candidate still in selection, its PK read backwards to the first started stage.
    db.execute(sql`
      select c.vacancy_id, coalesce(cur.n, 1)::int as n, count(*)::int as count
      from candidates c
      left join lateral (
        select s.n from candidate_stages s
        where s.candidate_id = c.id and s.status not in ('none', 'skipped')
        order by s.n desc limit 1
      ) cur on true
      where c.submitted_at is not null and c.status in ('awaiting', 'assigned', 'carried_out', 'need_reassign')
      group by c.vacancy_id, coalesce(cur.n, 1)`),
    db.execute(sql`
      select c.vacancy_id, count(*)::int as count
      from candidate_stages s join candidates c on c.id = s.candidate_id
      where s.status = 'awaiting' and s.deadline_at < ${now().toISOString()}::timestamptz
      group by c.vacancy_id`),
  ]);

  const byStage = new Map<number, { n: number; count: number }[]>();
  for (const r of rowsOf<{ vacancy_id: number; n: number; count: number }>(stages)) {
    const list = byStage.get(r.vacancy_id) ?? [];
    list.push({ n: Number(r.n), count: Number(r.count) });
    byStage.set(r.vacancy_id, list);
  }
  const overdueOf = new Map(
    rowsOf<{ vacancy_id: number; count: number }>(overdue).map((r) => [r.vacancy_id, Number(r.count)]),
  );

  type Row = Omit<DashboardPosition, 'in_progress' | 'overdue'> & { status: VacancyStatus };
  const list: DashboardPosition[] = rowsOf<Row>(positions).map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    department: Number(r.department),
    city_name: r.city_name ?? null,
    plan: Number(r.plan),
    candidates: Number(r.candidates),
    in_progress: (byStage.get(r.id) ?? []).sort((a, b) => a.n - b.n),
    hired: Number(r.hired),
    started: Number(r.started),
    overdue: overdueOf.get(r.id) ?? 0,
  }));
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
