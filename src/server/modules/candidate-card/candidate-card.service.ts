/**
 * The staff candidate card: the whole record (`GET /api/dashboard/candidate/{id}`) and the record as
 * one table row (`GET /api/dashboard/candidates/{id}`). Both start with `visibleCandidate`, so who may
 * see which record is decided in one place (policies/candidate-access.ts). An erased participant
 * (`users.anonymised_at`) shows «Данные удалены» in every personal field and no CV.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ScreeningQuestionSchema } from '#shared/contracts/apply.ts';
import type { CandidateCard } from '#shared/contracts/candidate-card.ts';
import { TestingSettingsSchema } from '#shared/contracts/testing.ts';
import { ru } from '#shared/i18n/ru.ts';
import { isOverdue } from '#shared/domain/stage-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidateManagers,
  candidateStages,
  citizenships,
  cities,
  files,
  institutions,
  participantProfiles,
  users,
  vacancies,
  vacancyStages,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { parseVcvSettings } from '../screening/vcv.service.ts';
import { visibleCandidate } from '../../policies/candidate-access.ts';
import { listStageComments } from './candidate-comments.service.ts';

const ERASED = ru.candidateCard.erased;
type Caller = Pick<SessionUser, 'id' | 'role'>;

export const fullName = (u: { lastName: string; firstName: string; middleName?: string }) =>
  [u.lastName, u.firstName, u.middleName ?? ''].filter(Boolean).join(' ');

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** A file id kept in a JSON field: a number in the id range (as the database casts it), else none. */
const fileId = (v: unknown): number | null =>
  typeof v === 'number' && v >= 1 && v <= 2_147_483_647 ? Math.round(v) : null;

async function participantOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      user: users,
      profile: participantProfiles,
      city: { id: cities.id, name: cities.name },
      citizenship: { code: citizenships.code, name: citizenships.name },
      institution: { id: institutions.id, name: institutions.name },
    })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(citizenships, eq(citizenships.code, users.citizenship))
    .leftJoin(institutions, eq(institutions.id, participantProfiles.institutionId))
    .where(eq(users.id, userId));
  return row!;
}

/** A file as the card shows it, or null when there is none or it was erased. */
async function fileOf(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const [f] = await db
    .select({ id: files.id, name: files.originalName, size: files.size })
    .from(files)
    .where(and(eq(files.id, id), isNull(files.erasedAt)));
  return f ?? null;
}

/** `GET /api/dashboard/candidate/{id}`: a record the caller may not see answers 404 (`visibleCandidate`). */
export async function getCandidateCard(
  db: DbOrTx,
  caller: Caller,
  candidateId: number,
): Promise<CandidateCard> {
  const record = await visibleCandidate(db, caller, candidateId);
  const [p, [vacancy], stageRows, settings, comments, managers, cvFile] = await Promise.all([
    participantOf(db, record.userId),
    db
      .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status })
      .from(vacancies)
      .where(eq(vacancies.id, record.vacancyId)),
    db
      .select()
      .from(candidateStages)
      .where(eq(candidateStages.candidateId, candidateId))
      .orderBy(asc(candidateStages.n)),
    db.select().from(vacancyStages).where(eq(vacancyStages.vacancyId, record.vacancyId)),
    listStageComments(db, candidateId),
    db
      .select({ id: users.id, lastName: users.lastName, firstName: users.firstName })
      .from(candidateManagers)
      .innerJoin(users, eq(users.id, candidateManagers.userId))
      .where(eq(candidateManagers.candidateId, candidateId))
      .orderBy(asc(users.lastName)),
    fileOf(db, record.cvFileId),
  ]);
  const erased = p.user.anonymisedAt !== null;
  const settingsOf = (n: number) => settings.find((s) => s.n === n)?.settings ?? {};
  const dataOf = (n: number) => stageRows.find((s) => s.n === n)?.data ?? {};

  const questions = ScreeningQuestionSchema.array().safeParse(settingsOf(1).questions);
  const answers = obj(record.answers);
  const screeningAnswers = (questions.success ? questions.data : []).map((q) => ({
    id: q.id,
    question: q.text,
    answer: erased ? ERASED : (str(answers[q.id]) ?? ''),
  }));

  const vcv = parseVcvSettings(settingsOf(2));
  const vcvFiles = obj(dataOf(2).answers);
  const vcvLinks = obj(dataOf(2).external_answers);
  const vcvAnswers = vcv.questions.map((q, index) => ({
    index,
    question: q.text,
    file_id: erased ? null : num(vcvFiles[String(index)]),
    link: erased ? null : str(vcvLinks[String(index)]),
  }));

  const u = p.user;
  const profile = p.profile;
  const personal = (value: string) => (erased ? ERASED : value);
  return {
    id: record.id,
    user_id: record.userId,
    status: record.status,
    source: record.source,
    submitted_at: record.submittedAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    erased,
    vacancy: vacancy!,
    profile: {
      last_name: personal(u.lastName),
      first_name: personal(u.firstName),
      middle_name: personal(u.middleName),
      birth_date: erased ? null : u.birthDate,
      email: erased ? ERASED : u.email,
      phone: erased ? ERASED : u.phone,
      city: p.city,
      citizenship: p.citizenship,
      institution: p.institution,
      faculty: profile?.faculty ?? '',
      specialty: profile?.specialty ?? '',
      education_level: profile?.educationLevel ?? '',
      course: profile?.course ?? null,
      graduation_year: profile?.graduationYear ?? null,
      departments: profile?.departments ?? [],
      work_format: profile?.workFormat ?? null,
      hours: profile?.hours ?? null,
      english_level: profile?.englishLevel ?? null,
      relocate: profile?.relocate ?? null,
    },
    cv: { file: erased ? null : cvFile, link: erased ? '' : record.cvLink },
    screening_answers: screeningAnswers,
    current_stage: record.currentStageN,
    stages: stageRows.map((s) => ({
      n: s.n,
      status: s.status,
      deadline_at: s.deadlineAt?.toISOString() ?? null,
      slot: s.slot ?? null,
      score: s.score,
      comments: comments.filter((m) => m.n === s.n),
    })),
    vcv_answers: vcvAnswers,
    test: testOf(dataOf(3), settingsOf(3), stageRows.find((s) => s.n === 3)?.score ?? null),
    offer_file: await fileOf(db, fileId(dataOf(7).offer_file_id)),
    managers: managers.map((m) => ({ id: m.id, name: fullName(m) })),
  };
}

/**
 * The test as staff see it: the questions of the attempt (a copy taken when it started, so later
 * edits to the vacancy do not rewrite it), the chosen and the correct answer. Without an attempt, null.
 */
function testOf(
  data: Record<string, unknown>,
  settings: Record<string, unknown>,
  score: number | null,
): CandidateCard['test'] {
  if (typeof data.started_at !== 'string' || !Array.isArray(data.questions)) return null;
  const parsedSettings = TestingSettingsSchema.safeParse(settings);
  const chosen = obj(data.answers);
  const questions = (data.questions as unknown[]).map((raw, i) => {
    const q = obj(raw);
    const choices = Array.isArray(q.choices)
      ? q.choices.filter((c): c is string => typeof c === 'string')
      : [];
    const fromSettings = parsedSettings.success
      ? parsedSettings.data.questions.find((s) => s.text === q.text)
      : undefined;
    return {
      text: str(q.text) ?? '',
      choices,
      chosen: num(chosen[String(i)]),
      correct: num(q.correct) ?? fromSettings?.correct ?? null,
    };
  });
  return {
    score: score ?? num(data.score),
    started_at: data.started_at,
    finished_at: str(data.finished_at),
    questions,
  };
}

/** `GET /api/dashboard/candidates/{id}`: the candidate as the staff table shows them. */
export async function getCandidateRow(db: DbOrTx, caller: Caller, candidateId: number) {
  const record = await visibleCandidate(db, caller, candidateId);
  const p = await participantOf(db, record.userId);
  const [vacancy] = await db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(eq(vacancies.id, record.vacancyId));
  // The stage copied onto the candidate row by the one rule the table sorts and filters on
  // (stage-transition.service.ts, CURRENT_STAGE_OF), so the card and the table never disagree.
  const current =
    record.currentStageN === null || record.currentStageStatus === null
      ? null
      : {
          n: record.currentStageN,
          status: record.currentStageStatus,
          deadlineAt: record.currentStageDeadlineAt,
        };
  const overdue = !!current && isOverdue(current.status, current.deadlineAt, now());
  return {
    id: record.id,
    name: p.user.anonymisedAt ? ERASED : fullName(p.user),
    vacancy: vacancy!,
    status: record.status,
    stage: current
      ? {
          n: current.n,
          status: current.status,
          deadline_at: current.deadlineAt?.toISOString() ?? null,
          overdue,
        }
      : null,
    applied_at: record.submittedAt?.toISOString() ?? null,
    city: p.city?.name ?? null,
    institution: p.institution?.name ?? null,
    english_level: p.profile?.englishLevel ?? null,
  };
}
