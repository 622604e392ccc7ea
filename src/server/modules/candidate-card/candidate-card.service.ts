/**
 * The staff candidate card: the whole record (`GET /api/dashboard/candidate/{id}`) and the record as
 * one table row (`GET /api/dashboard/candidates/{id}`). Who may see which record is decided in
 * policies/candidate-access.ts: the row starts with `visibleCandidate`, the card (one prepared
 * statement) carries the same rule's text. An erased participant (`users.anonymised_at`) shows
 * «Данные удалены» in every personal field and no CV.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ScreeningQuestionSchema } from '#shared/contracts/apply.ts';
import type { CandidateCard } from '#shared/contracts/candidate-card.ts';
import { TestingSettingsSchema } from '#shared/contracts/testing.ts';
import type { ApplicationStatus, StageStatus } from '#shared/domain/stages.ts';
import type { Role } from '#shared/domain/roles.ts';
import { ru } from '#shared/i18n/ru.ts';
import { isOverdue } from '#shared/domain/stage-rules.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isoFromJson, jsonIdSql, prepared } from '../../db/prepared.ts';
import {
  candidateStages,
  cities,
  institutions,
  participantProfiles,
  users,
  vacancies,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { parseVcvSettings } from '../screening/vcv.service.ts';
import { isStaff, managerScopeSql, visibleCandidate } from '../../policies/candidate-access.ts';
import { commentView } from './candidate-comments.service.ts';

const ERASED = ru.candidateCard.erased;
type Caller = Pick<SessionUser, 'id' | 'role'>;

export const fullName = (u: { lastName: string; firstName: string; middleName?: string }) =>
  [u.lastName, u.firstName, u.middleName ?? ''].filter(Boolean).join(' ');

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

async function participantOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      user: users,
      profile: participantProfiles,
      city: cities,
      institution: institutions,
    })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(institutions, eq(institutions.id, participantProfiles.institutionId))
    .where(eq(users.id, userId));
  return row!;
}

type CardJson = {
  id: number;
  user_id: number;
  status: ApplicationStatus;
  source: string;
  answers: Record<string, unknown>;
  cv_link: string;
  submitted_at: string | null;
  created_at: string;
  erased: boolean;
  user: {
    last_name: string;
    first_name: string;
    middle_name: string;
    birth_date: string | null;
    email: string | null;
    phone: string | null;
  };
  city: { id: number; name: string } | null;
  citizenship: { code: string; name: string } | null;
  institution: { id: number; name: string } | null;
  profile: {
    faculty: string;
    specialty: string;
    education_level: string;
    course: number | null;
    graduation_year: number | null;
    departments: number[];
    work_format: number | null;
    hours: number | null;
    english_level: number | null;
    relocate: boolean | null;
  } | null;
  vacancy: { id: number; title: string; status: string };
  /** The vacancy's stage settings by stage number (JSON keys are text). */
  settings: Record<string, Record<string, unknown>> | null;
  stages: {
    n: number;
    status: StageStatus;
    deadline_at: string | null;
    slot: Record<string, unknown> | null;
    score: number | null;
    data: Record<string, unknown>;
  }[];
  comments: {
    id: number;
    n: number;
    text: string;
    created_at: string;
    author: { id: number; last_name: string; first_name: string; role: Role } | null;
  }[];
  managers: { id: number; last_name: string; first_name: string }[];
  cv_file: CardFile | null;
  offer_file: CardFile | null;
};
type CardFile = { id: number; name: string; size: number };

/**
 * The whole card of candidate $1 as one JSON value, or no row when there is none the caller may see:
 * the record, the person (profile, city, citizenship, institution), the vacancy and its stage
 * settings, the stages, their comments with authors, the managers, the CV and the offer document
 * (erased files left out). `forManager` adds the manager's scope ($2, candidate-access.ts).
 */
const cardSql = (forManager: boolean) => `select json_build_object(
    'id', c.id, 'user_id', c.user_id, 'status', c.status, 'source', c.source, 'answers', c.answers,
    'cv_link', c.cv_link, 'submitted_at', c.submitted_at, 'created_at', c.created_at,
    'erased', u.anonymised_at is not null,
    'user', json_build_object('last_name', u.last_name, 'first_name', u.first_name, 'middle_name', u.middle_name,
              'birth_date', u.birth_date, 'email', u.email, 'phone', u.phone),
    'city', (select json_build_object('id', ci.id, 'name', ci.name) from cities ci where ci.id = u.city_id),
    'citizenship', (select json_build_object('code', cz.code, 'name', cz.name) from citizenships cz where cz.code = u.citizenship),
    'institution', (select json_build_object('id', i.id, 'name', i.name)
                      from participant_profiles pp join institutions i on i.id = pp.institution_id where pp.user_id = u.id),
    'profile', (select json_build_object('faculty', pp.faculty, 'specialty', pp.specialty, 'education_level', pp.education_level,
                  'course', pp.course, 'graduation_year', pp.graduation_year, 'departments', pp.departments,
                  'work_format', pp.work_format, 'hours', pp.hours, 'english_level', pp.english_level, 'relocate', pp.relocate)
                  from participant_profiles pp where pp.user_id = u.id),
    'vacancy', (select json_build_object('id', v.id, 'title', v.title, 'status', v.status) from vacancies v where v.id = c.vacancy_id),
    'settings', (select json_object_agg(vs.n, vs.settings) from vacancy_stages vs where vs.vacancy_id = c.vacancy_id),
    'stages', coalesce((select json_agg(json_build_object('n', s.n, 'status', s.status, 'deadline_at', s.deadline_at,
                          'slot', s.slot, 'score', s.score, 'data', s.data) order by s.n)
                          from candidate_stages s where s.candidate_id = c.id), '[]'::json),
    'comments', coalesce((select json_agg(json_build_object('id', sc.id, 'n', sc.n, 'text', sc.text, 'created_at', sc.created_at,
                            'author', case when a.id is not null then json_build_object('id', a.id, 'last_name', a.last_name,
                              'first_name', a.first_name, 'role', a.role) end)
                            order by sc.created_at, sc.id)
                            from stage_comments sc left join users a on a.id = sc.author_id where sc.candidate_id = c.id), '[]'::json),
    'managers', coalesce((select json_agg(json_build_object('id', m.id, 'last_name', m.last_name, 'first_name', m.first_name)
                            order by m.last_name)
                            from candidate_managers cm join users m on m.id = cm.user_id where cm.candidate_id = c.id), '[]'::json),
    'cv_file', (select json_build_object('id', f.id, 'name', f.original_name, 'size', f.size)
                  from files f where f.id = c.cv_file_id and f.erased_at is null),
    'offer_file', (select json_build_object('id', f.id, 'name', f.original_name, 'size', f.size)
                     from candidate_stages s7 join files f on f.erased_at is null and f.id = ${jsonIdSql("s7.data -> 'offer_file_id'")}
                    where s7.candidate_id = c.id and s7.n = 7)) as card
  from candidates c join users u on u.id = c.user_id
 where c.id = $1::int${forManager ? ` and ${managerScopeSql('c.id', '$2')}` : ''}`;

/** For recruiters and admins (every record) and for managers (their own), in one statement each. */
const cardStatement = prepared<{ card: CardJson }>('candidate_card', cardSql(false));
const managerCardStatement = prepared<{ card: CardJson }>('candidate_card_manager', cardSql(true));

/**
 * `GET /api/dashboard/candidate/{id}`: one prepared statement (it was ~9, one after another). A
 * record the caller may not see answers 404, as `visibleCandidate` does.
 */
export async function getCandidateCard(db: Db, caller: Caller, candidateId: number): Promise<CandidateCard> {
  if (!isStaff(caller)) throw notFound();
  const [row] =
    caller.role === 'manager'
      ? await managerCardStatement(db, [candidateId, caller.id])
      : await cardStatement(db, [candidateId]);
  if (!row) throw notFound();
  const c = row.card;
  const erased = c.erased;
  const settingsOf = (n: number) => c.settings?.[String(n)] ?? {};
  const dataOf = (n: number) => c.stages.find((s) => s.n === n)?.data ?? {};

  const questions = ScreeningQuestionSchema.array().safeParse(settingsOf(1).questions);
  const answers = obj(c.answers);
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

  const comments = c.comments.map((m) =>
    commentView(
      { id: m.id, n: m.n, text: m.text, createdAt: isoFromJson(m.created_at)! },
      m.author && {
        id: m.author.id,
        lastName: m.author.last_name,
        firstName: m.author.first_name,
        role: m.author.role,
      },
    ),
  );
  const u = c.user;
  const profile = c.profile;
  const personal = (value: string) => (erased ? ERASED : value);
  return {
    id: c.id,
    user_id: c.user_id,
    status: c.status,
    source: c.source,
    submitted_at: isoFromJson(c.submitted_at),
    created_at: isoFromJson(c.created_at)!,
    erased,
    vacancy: c.vacancy,
    profile: {
      last_name: personal(u.last_name),
      first_name: personal(u.first_name),
      middle_name: personal(u.middle_name),
      birth_date: erased ? null : u.birth_date,
      email: erased ? ERASED : u.email,
      phone: erased ? ERASED : u.phone,
      city: c.city,
      citizenship: c.citizenship,
      institution: c.institution,
      faculty: profile?.faculty ?? '',
      specialty: profile?.specialty ?? '',
      education_level: profile?.education_level ?? '',
      course: profile?.course ?? null,
      graduation_year: profile?.graduation_year ?? null,
      departments: profile?.departments ?? [],
      work_format: profile?.work_format ?? null,
      hours: profile?.hours ?? null,
      english_level: profile?.english_level ?? null,
      relocate: profile?.relocate ?? null,
    },
    cv: { file: erased ? null : c.cv_file, link: erased ? '' : c.cv_link },
    screening_answers: screeningAnswers,
    stages: c.stages.map((s) => ({
      n: s.n,
      status: s.status,
      deadline_at: isoFromJson(s.deadline_at),
      slot: s.slot ?? null,
      score: s.score,
      comments: comments.filter((m) => m.n === s.n),
    })),
    vcv_answers: vcvAnswers,
    test: testOf(dataOf(3), settingsOf(3), c.stages.find((s) => s.n === 3)?.score ?? null),
    offer_file: c.offer_file,
    managers: c.managers.map((m) => ({
      id: m.id,
      name: fullName({ lastName: m.last_name, firstName: m.first_name }),
    })),
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

/** `GET /api/dashboard/candidates/{id}`: the current stage is the first active one, else the last not skipped. */
export async function getCandidateRow(db: DbOrTx, caller: Caller, candidateId: number) {
  const record = await visibleCandidate(db, caller, candidateId);
  const p = await participantOf(db, record.userId);
  const [vacancy] = await db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(eq(vacancies.id, record.vacancyId));
  const stages = await db
    .select()
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidateId)))
    .orderBy(asc(candidateStages.n));
  const inPipeline = stages.filter((s) => s.status !== 'skipped');
  const settled = ['success', 'skipped', 'none'];
  const current =
    inPipeline.find((s) => !settled.includes(s.status)) ??
    [...inPipeline].reverse().find((s) => s.status !== 'none') ??
    inPipeline[0];
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
