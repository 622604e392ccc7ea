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
import { EXPORT_BATCH, jsonPages, rowsOf } from './batches.ts';
import { PAGE_COLUMNS } from './general-export.sheet.ts';

/**
 * The export as texts: first the names of the cities, institutions and vacancies by id (`Names`), then
 * the rows in keyset pages, each the JSON text of up to 2,000 rows as arrays of `PAGE_COLUMNS`
 * (general-export.sheet.ts). The names are read once rather than joined into every row: on PGlite
 * those three lookups a row were a quarter of the page statements' CPU. A city, institution or
 * vacancy added after the names were read comes in its row instead (its id is above the newest
 * named), so nothing read later is left unnamed.
 */
export async function* generalExportPages(db: DbOrTx, q: GeneralExportQuery): AsyncGenerator<string> {
  const from = !q.all_time && q.date_from ? moscowDayStart(q.date_from) : null;
  const to = !q.all_time && q.date_to ? moscowDayStart(q.date_to, 1) : null;
  const range = sql.join(
    [
      from ? sql` and ${candidates.createdAt} >= ${from}` : sql``,
      to ? sql` and ${candidates.createdAt} < ${to}` : sql``,
    ],
    sql``,
  );
  const named = rowsOf<{ names: string; city: number; institution: number; vacancy: number }>(
    await db.execute(sql`
      select json_build_object(
          'cities', (select coalesce(json_object_agg(${cities.id}, ${cities.name}), '{}') from ${cities}),
          'institutions', (select coalesce(json_object_agg(${institutions.id}, ${institutions.name}), '{}') from ${institutions}),
          'vacancies', (select coalesce(json_object_agg(${vacancies.id}, ${vacancies.title}), '{}') from ${vacancies})
        )::text as names,
        (select coalesce(max(${cities.id}), 0) from ${cities}) as city,
        (select coalesce(max(${institutions.id}), 0) from ${institutions}) as institution,
        (select coalesce(max(${vacancies.id}), 0) from ${vacancies}) as vacancy`),
  )[0]!;
  yield named.names;
  yield* jsonPages(
    db,
    (after, limit) => sql`
        select ${candidates.id} as id, ${users.id} as user_id, ${users.lastName} as last_name, ${users.firstName} as first_name,
          ${users.middleName} as middle_name, ${users.email} as email, ${users.phone} as phone, ${users.birthDate}::text as birth_date,
          (${users.anonymisedAt} is not null) as anonymised,
          ${users.cityId} as city_id,
          case when ${users.cityId} > ${named.city} then (select ${cities.name} from ${cities} where ${cities.id} = ${users.cityId}) end as city,
          ${participantProfiles.institutionId} as institution_id,
          case when ${participantProfiles.institutionId} > ${named.institution}
            then (select ${institutions.name} from ${institutions} where ${institutions.id} = ${participantProfiles.institutionId}) end as institution,
          ${participantProfiles.specialty} as specialty, ${participantProfiles.course}::int as course,
          ${participantProfiles.graduationYear}::int as graduation_year, ${candidates.vacancyId} as vacancy_id,
          case when ${candidates.vacancyId} > ${named.vacancy}
            then (select ${vacancies.title} from ${vacancies} where ${vacancies.id} = ${candidates.vacancyId}) end as vacancy,
          ${candidates.status} as status, ${candidates.source} as source, ${candidates.submittedAt} as submitted_at,
          ${candidates.createdAt} as created_at, ${candidates.updatedAt} as updated_at,
          (select string_agg(s.n::text || '=' || s.status::text, ',') from ${candidateStages} s
            where s.candidate_id = ${candidates.id}) as stages
        from ${candidates}
        join ${users} on ${users.id} = ${candidates.userId}
        left join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}
        where ${candidates.id} > ${after}${range}
        order by ${candidates.id}
        limit ${limit}`,
    EXPORT_BATCH,
    PAGE_COLUMNS,
  );
}
