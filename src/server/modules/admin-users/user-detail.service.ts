/**
 * One user for the admin (`GET /api/dashboard/users/{id}`): the account, the participant profile,
 * every candidate record with its stages, a manager's positions, and the latest notices sent to them.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { UserDetail } from '#shared/contracts/admin-users.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidates,
  candidateStages,
  cities,
  citizenships,
  institutions,
  messages,
  participantProfiles,
  users,
  vacancies,
  vacancyManagers,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { displayName, stateOf } from './users-list.service.ts';

/** Enough to see what the system told them lately; the page says how many there are in all. */
export const MESSAGES_SHOWN = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getUserDetail(db: DbOrTx, userId: number): Promise<UserDetail> {
  const [row] = await db
    .select({ user: users, city: { id: cities.id, name: cities.name }, citizenship: citizenships.name })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(citizenships, eq(citizenships.code, users.citizenship))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const u = row.user;
  const [profileRow] = await db
    .select({ p: participantProfiles, institution: { id: institutions.id, name: institutions.name } })
    .from(participantProfiles)
    .leftJoin(institutions, eq(institutions.id, participantProfiles.institutionId))
    .where(eq(participantProfiles.userId, userId))
    .limit(1);

  const records = await db
    .select({
      id: candidates.id,
      status: candidates.status,
      submittedAt: candidates.submittedAt,
      createdAt: candidates.createdAt,
      vacancyId: vacancies.id,
      title: vacancies.title,
    })
    .from(candidates)
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .where(eq(candidates.userId, userId))
    .orderBy(desc(candidates.createdAt), desc(candidates.id));
  const stageRows = records.length
    ? await db
        .select({
          candidateId: candidateStages.candidateId,
          n: candidateStages.n,
          status: candidateStages.status,
          deadlineAt: candidateStages.deadlineAt,
        })
        .from(candidateStages)
        .where(
          inArray(
            candidateStages.candidateId,
            records.map((r) => r.id),
          ),
        )
        .orderBy(asc(candidateStages.candidateId), asc(candidateStages.n))
    : [];

  const positions = await db
    .select({ id: vacancies.id, title: vacancies.title, active: vacancyManagers.active })
    .from(vacancyManagers)
    .innerJoin(vacancies, eq(vacancies.id, vacancyManagers.vacancyId))
    .where(eq(vacancyManagers.userId, userId))
    .orderBy(asc(vacancies.title), asc(vacancies.id));

  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(messages)
    .where(eq(messages.userId, userId));
  const latest = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_SHOWN);

  const erased = !!u.anonymisedAt;
  const p = profileRow?.p;
  return {
    id: u.id,
    role: u.role,
    state: stateOf({ deactivated_at: u.deactivatedAt, anonymised_at: u.anonymisedAt }),
    name: displayName({
      last_name: u.lastName,
      first_name: u.firstName,
      middle_name: u.middleName,
      anonymised_at: u.anonymisedAt,
    }),
    last_name: u.lastName,
    first_name: u.firstName,
    middle_name: u.middleName,
    email: erased ? null : u.email,
    phone: u.phone,
    phone_verified: !!u.phoneVerifiedAt,
    birth_date: u.birthDate,
    city: row.city?.id ? { id: row.city.id, name: row.city.name } : null,
    citizenship: u.citizenship,
    citizenship_name: row.citizenship ?? null,
    registered_at: u.createdAt.toISOString(),
    deactivated_at: iso(u.deactivatedAt),
    anonymised_at: iso(u.anonymisedAt),
    profile:
      p && u.role === 'participant'
        ? {
            institution: profileRow.institution?.id
              ? { id: profileRow.institution.id, name: profileRow.institution.name }
              : null,
            faculty: p.faculty,
            specialty: p.specialty,
            education_level: p.educationLevel,
            course: p.course,
            graduation_year: p.graduationYear,
            departments: p.departments,
            work_format: p.workFormat,
            hours: p.hours,
            english_level: p.englishLevel,
            relocate: p.relocate,
          }
        : null,
    applications: records.map((r) => ({
      id: r.id,
      vacancy: { id: r.vacancyId, title: r.title },
      status: r.status,
      submitted_at: iso(r.submittedAt),
      created_at: r.createdAt.toISOString(),
      stages: stageRows
        .filter((s) => s.candidateId === r.id)
        .map((s) => ({ n: s.n, status: s.status, deadline_at: iso(s.deadlineAt) })),
    })),
    positions,
    messages: {
      total: Number(total),
      items: latest.map((m) => ({
        id: m.id,
        title: m.title,
        text: m.text,
        link: m.link,
        is_read: m.isRead,
        created_at: m.createdAt.toISOString(),
      })),
    },
  };
}
