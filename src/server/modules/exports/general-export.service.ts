/**
 * `GET /api/dashboard/export`: the general export, every application (candidate record) created in
 * the Moscow days chosen (or all time), one row each with what a careers team reports on: the
 * participant and contacts, education, the position, the application status and each stage's status.
 * This module reads the pages; the sheet is made from them by general-export.sheet.ts (on PGlite in
 * a worker thread, export-sheets.worker.ts: exports.routes.ts).
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
  return jsonPages(
    db,
    (after, limit) => sql`
        select ${candidates.id} as id, ${users.id} as user_id, ${users.lastName} as last_name, ${users.firstName} as first_name,
          ${users.middleName} as middle_name, ${users.email} as email, ${users.phone} as phone, ${users.birthDate}::text as birth_date,
          (${users.anonymisedAt} is not null) as anonymised, ${cities.name} as city, ${institutions.name} as institution,
          ${participantProfiles.specialty} as specialty, ${participantProfiles.course}::int as course,
          ${participantProfiles.graduationYear}::int as graduation_year, ${vacancies.id} as vacancy_id, ${vacancies.title} as vacancy,
          ${candidates.status} as status, ${candidates.source} as source, ${candidates.submittedAt} as submitted_at,
          ${candidates.createdAt} as created_at, ${candidates.updatedAt} as updated_at,
          (select string_agg(s.n::text || '=' || s.status::text, ',') from ${candidateStages} s
            where s.candidate_id = ${candidates.id}) as stages
        from ${candidates}
        join ${users} on ${users.id} = ${candidates.userId}
        join ${vacancies} on ${vacancies.id} = ${candidates.vacancyId}
        left join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}
        left join ${cities} on ${cities.id} = ${users.cityId}
        left join ${institutions} on ${institutions.id} = ${participantProfiles.institutionId}
        where ${candidates.id} > ${after}${range}
        order by ${candidates.id}
        limit ${limit}`,
  );
}
