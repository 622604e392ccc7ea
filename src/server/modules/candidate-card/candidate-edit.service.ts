/**
 * The recruiter's changes to a candidate record: `PUT /api/dashboard/candidate/{id}` corrects the
 * record's source and a small safe set of the participant's profile fields (never the password, the
 * e-mail or the phone: those prove who the participant is), one history row per changed field;
 * `DELETE /api/dashboard/candidate/{id}` deletes the application record (not the participant).
 *
 * Deleting is allowed only for a record that is over (not active: reserved, cancel, denied_*,
 * reassigned) or still awaiting triage (status `none` / `awaiting`: nobody has moved it into the
 * process yet), so a record someone is working on never disappears; else 422. The stages, comments,
 * history, managers and file links go with it (ON DELETE CASCADE); the participant's files stay
 * theirs. Anonymising a participant's personal data belongs to deleting the participant (admin).
 */
import { eq } from 'drizzle-orm';
import type { CandidateEditInput } from '#shared/contracts/candidate-card.ts';
import { isActiveApplication } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import {
  candidateHistory,
  candidates,
  cities,
  institutions,
  participantProfiles,
  users,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { visibleCandidate } from '../../policies/candidate-access.ts';
import { getCandidateCard } from './candidate-card.service.ts';

const t = ru.candidateCard;
const USER_FIELDS = {
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'middleName',
  city_id: 'cityId',
} as const;
const PROFILE_FIELDS = {
  institution_id: 'institutionId',
  faculty: 'faculty',
  specialty: 'specialty',
  course: 'course',
  graduation_year: 'graduationYear',
  english_level: 'englishLevel',
} as const;

const asText = (v: unknown) => (v === null || v === undefined ? null : String(v));

export async function editCandidate(
  deps: AppDeps,
  caller: SessionUser,
  candidateId: number,
  input: CandidateEditInput,
) {
  await deps.db.transaction(async (tx) => {
    const record = await visibleCandidate(tx, caller, candidateId);
    const [user] = await tx.select().from(users).where(eq(users.id, record.userId));
    const [profile] = await tx
      .select()
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, record.userId));
    const touchesPerson = Object.keys(input).some((k) => k !== 'source');
    if (touchesPerson && user!.anonymisedAt)
      throw invalid({ last_name: [t.erasedNotEditable] }, t.erasedNotEditable);
    if (
      input.city_id !== undefined &&
      !(await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id))).length
    )
      throw invalid({ city_id: [ru.validation.city] });
    if (
      input.institution_id !== undefined &&
      !(
        await tx
          .select({ id: institutions.id })
          .from(institutions)
          .where(eq(institutions.id, input.institution_id))
      ).length
    )
      throw invalid({ institution_id: [ru.validation.institution] });

    const changes: { field: string; before: unknown; after: unknown }[] = [];
    const userSet: Record<string, unknown> = {};
    const profileSet: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(USER_FIELDS)) {
      const value = input[field as keyof CandidateEditInput];
      if (value === undefined || value === user![column]) continue;
      userSet[column] = value;
      changes.push({ field, before: user![column], after: value });
    }
    for (const [field, column] of Object.entries(PROFILE_FIELDS)) {
      const value = input[field as keyof CandidateEditInput];
      const before = profile ? profile[column] : null;
      if (value === undefined || value === before) continue;
      profileSet[column] = value;
      changes.push({ field, before, after: value });
    }
    const at = now();
    if (Object.keys(userSet).length)
      await tx
        .update(users)
        .set({ ...userSet, updatedAt: at })
        .where(eq(users.id, record.userId));
    if (Object.keys(profileSet).length) {
      if (profile)
        await tx
          .update(participantProfiles)
          .set({ ...profileSet, updatedAt: at })
          .where(eq(participantProfiles.userId, record.userId));
      else
        await tx.insert(participantProfiles).values({ userId: record.userId, ...profileSet, updatedAt: at });
    }
    if (input.source !== undefined && input.source !== record.source) {
      await tx
        .update(candidates)
        .set({ source: input.source, updatedAt: at })
        .where(eq(candidates.id, candidateId));
      changes.push({ field: 'source', before: record.source, after: input.source });
    }
    if (changes.length)
      await tx.insert(candidateHistory).values(
        changes.map((c) => ({
          candidateId,
          actorId: caller.id,
          action: 'edit',
          before: asText(c.before),
          after: asText(c.after),
          note: c.field,
          createdAt: at,
        })),
      );
  });
  // The card as committed, read as `GET …/candidate/{id}` reads it.
  return { data: await getCandidateCard(deps.db, caller, candidateId) };
}

export async function deleteCandidate(deps: AppDeps, caller: SessionUser, candidateId: number) {
  return deps.db.transaction(async (tx) => {
    const record = await visibleCandidate(tx, caller, candidateId);
    const awaitingTriage = record.status === 'none' || record.status === 'awaiting';
    if (isActiveApplication(record.status) && !awaitingTriage)
      throw invalid({ status: [t.notDeletable] }, t.notDeletable);
    await tx.delete(candidates).where(eq(candidates.id, candidateId));
    return { message: t.deleted };
  });
}
