/**
 * `GET /api/dashboard/export`: the general export, every application (candidate record) created in
 * the Moscow days chosen (or all time), one row each with what a careers team reports on: the
 * participant and contacts, education, the position, the application status and each stage's status.
 * This module reads the pages (in the server's thread, where the database is); the sheet is made
 * from them in a worker thread (general-export.sheet.ts, export-sheets.worker.ts).
 */
import { sql } from 'drizzle-orm';
import type { GeneralExportQuery } from '#shared/contracts/exports.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidates,
  candidateStages,
  cities,
  institutions,
  participantProfiles,
  users,
  vacancies,
} from '../../db/schema.ts';
import { moscowDayStart } from '#shared/domain/moscow-time.ts';
import { jsonPages } from './batches.ts';

/** The export's rows in keyset pages, each the JSON text of up to 2,000 rows of general-export.sheet.ts. */
export function generalExportPages(db: DbOrTx, q: GeneralExportQuery): AsyncIterable<string> {
  const from = !q.all_time && q.date_from ? moscowDayStart(q.date_from) : null;
  const to = !q.all_time && q.date_to ? moscowDayStart(q.date_to, 1) : null;
  const range = sql.join(
    [
      from ? sql` and ${candidates.createdAt} >= ${from}` : sql``,
      to ? sql` and ${candidates.createdAt} < ${to}` : sql``,
    ],
    sql``,
  );
  // The stage statuses come as one text per candidate (`n=status,...`), grouped from one scan of the
  // stage table's primary key over the page's id range: on PGlite ~15 % less CPU a page than a
  // subquery per candidate (2,000 index descents). The range holds the stages of candidates outside
  // the chosen days too, read and dropped; ids grow with creation, so a page of a date range spans
  // few of them.
  return jsonPages(
    db,
    (after, limit) => sql`
        with chosen as (
          select ${candidates.id} as id, ${users.id} as user_id, ${users.lastName} as last_name, ${users.firstName} as first_name,
            ${users.middleName} as middle_name, ${users.email} as email, ${users.phone} as phone, ${users.birthDate}::text as birth_date,
            (${users.anonymisedAt} is not null) as anonymised, ${cities.name} as city, ${institutions.name} as institution,
            ${participantProfiles.specialty} as specialty, ${participantProfiles.course}::int as course,
            ${participantProfiles.graduationYear}::int as graduation_year, ${vacancies.id} as vacancy_id, ${vacancies.title} as vacancy,
            ${candidates.status} as status, ${candidates.source} as source, ${candidates.submittedAt} as submitted_at,
            ${candidates.createdAt} as created_at, ${candidates.updatedAt} as updated_at
          from ${candidates}
          join ${users} on ${users.id} = ${candidates.userId}
          join ${vacancies} on ${vacancies.id} = ${candidates.vacancyId}
          left join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}
          left join ${cities} on ${cities.id} = ${users.cityId}
          left join ${institutions} on ${institutions.id} = ${participantProfiles.institutionId}
          where ${candidates.id} > ${after}${range}
          order by ${candidates.id}
          limit ${limit}
        ),
        stages as (
          select s.candidate_id, string_agg(s.n::text || '=' || s.status::text, ',') as stages
          from ${candidateStages} s
          where s.candidate_id > ${after} and s.candidate_id <= (select max(id) from chosen)
          group by s.candidate_id
        )
        select chosen.*, stages.stages from chosen left join stages on stages.candidate_id = chosen.id`,
  );
}
