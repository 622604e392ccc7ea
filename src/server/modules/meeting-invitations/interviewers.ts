/**
 * Who interviews a candidate at a meeting stage (decision 070): the position's responsible recruiter
 * for the assessment and the recruiter interview (4, 5); the candidate's managers for the manager
 * interview (6) — those assigned personally and the position's active managers, as «their
 * candidates» of policies/candidate-access.ts. Only staff who can receive mail: active, with an e-mail.
 */
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { MANAGER_SLOT_STAGE } from '#shared/domain/meeting-slots.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidateManagers, candidates, users, vacancies, vacancyManagers } from '../../db/schema.ts';

export type Interviewer = { id: number; email: string; name: string };

export async function interviewersOf(db: DbOrTx, candidateId: number, n: number): Promise<Interviewer[]> {
  const ids =
    n === MANAGER_SLOT_STAGE
      ? sql`select ${candidateManagers.userId} from ${candidateManagers} where ${candidateManagers.candidateId} = ${candidateId}
          union
          select ${vacancyManagers.userId} from ${vacancyManagers}
            join ${candidates} on ${candidates.vacancyId} = ${vacancyManagers.vacancyId}
           where ${candidates.id} = ${candidateId} and ${vacancyManagers.active}`
      : sql`select ${vacancies.recruiterId} from ${vacancies}
            join ${candidates} on ${candidates.vacancyId} = ${vacancies.id}
           where ${candidates.id} = ${candidateId}`;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`trim(${users.lastName} || ' ' || ${users.firstName})`,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} in (${ids})`,
        sql`${users.role} <> 'participant'`,
        isNull(users.deactivatedAt),
        isNotNull(users.email),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => ({ id: r.id, email: r.email!, name: r.name }));
}
