/**
 * Demo rows the admin's statistics read and the demo seed leaves out, so `npm start` shows a report
 * with every block filled: a how-know answer per demo participant, the stage surveys their results
 * ask for (scores 2-5), the usability survey a week after registering, the SCREENING decision times
 * and the records' decisions in the history.
 * Runs once, right after the demo seed created its data; inserts only what is missing.
 */
import { sql } from 'drizzle-orm';
import { APPLICATION_DECIDED, STAGE_DECIDED, STAGE_WITH_RESULT } from '#shared/domain/stages.ts';
import type { Db } from '../../db/client.ts';
import { sqlList } from '../../db/sql-list.ts';

export async function seedDemoStatistics(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Answers spread over the sources the registration offers; given when the participant registered.
    await tx.execute(sql`
      insert into feedback (user_id, kind, answer, comment, created_at)
      select u.id, 'how-know', (array['hh', 'telegram', 'university', 'friends', 'vk', 'fair', 'website', 'hh'])[1 + u.id % 8], '', u.created_at
      from users u
      where u.role = 'participant'
        and not exists (select 1 from feedback f where f.user_id = u.id and f.kind = 'how-know' and f.candidate_id is null)`);
    // The survey of each stage with a result (as surveyForStage), answered a day after the result.
    await tx.execute(sql`
      insert into feedback (user_id, candidate_id, kind, answer, score, comment, created_at)
      select c.user_id, c.id, k.kind, '', 2 + (c.id + s.n) % 4, '', c.submitted_at + interval '1 day'
      from candidates c
      join candidate_stages s on s.candidate_id = c.id
      cross join lateral (select case
          when s.n = 2 then case when s.status = 'success' then 'video-interview-success' else 'video-interview-fail' end
          when s.n = 3 then case when s.status = 'success' then 'test-success' else 'test-fail' end
          when s.n = 4 then 'assessment'
          when s.n = 6 then 'manager-interview' end as kind) k
      where c.submitted_at is not null and s.n in (2, 3, 4, 6) and s.status in ${sqlList(STAGE_WITH_RESULT)}
      on conflict do nothing`);
    // SCREENING opened at submission and decided 2-48 hours later.
    await tx.execute(sql`
      insert into candidate_history (candidate_id, action, n, before, after, note, created_at)
      select c.id, 'stage_status', 1, 'none', 'eval', '', c.submitted_at
      from candidates c join candidate_stages s on s.candidate_id = c.id and s.n = 1
      where c.submitted_at is not null and s.status in ${sqlList(STAGE_DECIDED)}
        and not exists (select 1 from candidate_history h where h.candidate_id = c.id and h.action = 'stage_status' and h.n = 1)`);
    await tx.execute(sql`
      insert into candidate_history (candidate_id, action, n, before, after, note, created_at)
      select c.id, 'stage_status', 1, 'eval', s.status, '', c.submitted_at + make_interval(hours => 2 + (c.id * 7) % 47)
      from candidates c join candidate_stages s on s.candidate_id = c.id and s.n = 1
      where c.submitted_at is not null and s.status in ${sqlList(STAGE_DECIDED)}
        and not exists (select 1 from candidate_history h where h.candidate_id = c.id and h.action = 'stage_status' and h.n = 1
          and h.after in ${sqlList(STAGE_DECIDED)})`);
    // The records decided: an offer accepted or a denial, a few days after submission (not in the future).
    await tx.execute(sql`
      insert into candidate_history (candidate_id, action, before, after, note, created_at)
      select c.id, 'status', 'assigned', c.status, '', least(now(), c.submitted_at + make_interval(days => 1 + c.id % 9))
      from candidates c
      where c.submitted_at is not null and c.status in ${sqlList(APPLICATION_DECIDED)}
        and not exists (select 1 from candidate_history h where h.candidate_id = c.id and h.action = 'status')`);
    // The usability survey comes after a week with us: everyone registered that long ago has answered
    // it (one in six skipped), so the demo accounts open their pages without it and the report has it.
    await tx.execute(sql`
      insert into feedback (user_id, kind, answer, score, comment, created_at)
      select u.id, 'usability', case when u.id % 6 = 0 then 'skipped' else 'answered' end,
        case when u.id % 6 = 0 then null else 3 + u.id % 3 end, '', u.created_at + interval '7 days'
      from users u
      where u.role = 'participant' and u.created_at <= now() - interval '7 days'
      on conflict do nothing`);
  });
}
