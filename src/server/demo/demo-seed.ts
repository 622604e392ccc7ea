/**
 * Fills an empty database with a believable programme (docs/product.md «Demo data»): four demo accounts,
 * vacancies in every department and status, candidates at every stage and status, messages.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus, StageStatus, StageType } from '#shared/domain/stages.ts';
import { STAGE_TYPES, STATUSES_BY_STAGE, stageNumber } from '#shared/domain/stages.ts';
import type { Role } from '#shared/domain/roles.ts';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import { EXPIRED_STATUSES } from '#shared/domain/stage-rules.ts';
import { now } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { seedDemoChat } from '../modules/chat/chat-demo.ts';
import { takeSeat } from '../modules/meeting-slots/slot-seats.ts';
import { refreshCurrentStage } from '../modules/stages/stage-transition.service.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  DEMO_SLOT_PARTICIPANTS,
  DEMO_SLOTS,
  DEMO_VACANCIES,
  FEMALE,
  FIRST_NAMES,
  LAST_NAMES,
} from './demo-data.ts';
import {
  candidateHistory,
  candidateManagers,
  candidates,
  candidateStages,
  cities,
  consents,
  institutions,
  meetingSlots,
  messages,
  participantProfiles,
  users,
  vacancies,
  vacancyManagers,
  vacancyStages,
} from '../db/schema.ts';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS: { role: Role; email: string; phone?: string }[] = [
  { role: 'admin', email: 'admin@example.com' },
  { role: 'recruiter', email: 'recruiter@example.com' },
  { role: 'manager', email: 'manager@example.com' },
  { role: 'participant', email: 'participant@example.com', phone: '+79990000001' },
  // For the stage journeys (e2e/progress.spec.ts): an offer awaiting the decision, an assessment with its slot.
  { role: 'participant', email: 'offer@example.com', phone: '+79990000002' },
  { role: 'participant', email: 'assessment@example.com', phone: '+79990000003' },
  // For the online test journey (e2e/testing-stage.spec.ts): each waits at the test, one per viewport.
  { role: 'participant', email: 'tester@example.com', phone: '+79990000031' },
  { role: 'participant', email: 'tester.mobile@example.com', phone: '+79990000032' },
  // For the video-CV journey (e2e/vcv-stage.spec.ts): both wait at the video interview.
  { role: 'participant', email: 'video@example.com', phone: '+79990000041' },
  { role: 'participant', email: 'video.retry@example.com', phone: '+79990000042' },
  // For the self-booked meetings (e2e/slots.spec.ts): two pick a time, one holds a seat past the
  // cut-off, one a seat in a time the journey cancels.
  ...DEMO_SLOT_PARTICIPANTS.map(({ email, phone }) => ({ role: 'participant' as const, email, phone })),
];

const DAY = 86_400_000;

/** Settings a stage of the pipeline carries (the pipeline builder edits them). */
function stageSettings(type: StageType): Record<string, unknown> {
  switch (type) {
    case 'SCREENING':
      return {
        questions: [
          { id: 'motivation', text: 'Почему вы хотите пройти стажировку именно в этой команде?' },
          { id: 'experience', text: 'Расскажите о проекте или работе, которой вы гордитесь.' },
        ],
      };
    case 'VCV':
      return {
        questions: [
          { text: 'Представьтесь и расскажите о себе', think_seconds: 30, answer_seconds: 90, retakes: 2 },
          {
            text: 'Какую задачу вы решили бы в первый месяц стажировки?',
            think_seconds: 30,
            answer_seconds: 120,
            retakes: 2,
          },
        ],
      };
    case 'TESTING':
      return {
        time_limit_minutes: 20,
        pass_mark: 60,
        questions: [
          {
            text: 'Выручка выросла со 100 до 120. На сколько процентов?',
            choices: ['12%', '20%', '120%'],
            correct: 1,
          },
          { text: 'Какое из чисел простое?', choices: ['21', '27', '29'], correct: 2 },
          { text: 'Продолжите ряд: 2, 4, 8, 16, …', choices: ['24', '32', '30'], correct: 1 },
        ],
      };
    case 'ASSESSMENT':
      return { format: 'online', description: 'Групповое решение бизнес-кейса, 2 часа' };
    case 'RECRUITER_INTERVIEW':
    case 'MANAGER_INTERVIEW':
      return { format: 'online', duration_minutes: 45 };
    case 'OFFER':
      return {};
    case 'INTERNSHIP_START':
      return { contact: 'Команда программы стажировок' };
  }
}

const DEADLINE_DAYS: Record<StageType, number | null> = {
  SCREENING: null,
  VCV: 7,
  TESTING: 5,
  ASSESSMENT: 10,
  RECRUITER_INTERVIEW: 10,
  MANAGER_INTERVIEW: 10,
  OFFER: 7,
  INTERNSHIP_START: null,
};

/** What the record as a whole shows when its furthest stage has this status. */
export function applicationStatusAt(type: StageType, status: StageStatus): ApplicationStatus {
  if (status === 'denied_final' || status === 'denied_add' || status === 'reserved' || status === 'cancel')
    return status;
  if (type === 'SCREENING') return status === 'success' ? 'assigned' : 'awaiting';
  if (type === 'OFFER') return status === 'success' ? 'success' : 'carried_out';
  if (type === 'INTERNSHIP_START') return 'success';
  return 'assigned';
}

type Person = { firstName: string; lastName: string; email: string; phone: string; home?: number };

/** Where the demo participants come from: a campus each (its city and institution) and what they study. */
const HOMES = [
  { city: 'Москва', institution: 'НИУ ВШЭ', faculty: 'Факультет экономических наук', specialty: 'Экономика' },
  {
    city: 'Москва',
    institution: 'МГУ',
    faculty: 'Факультет вычислительной математики и кибернетики',
    specialty: 'Прикладная математика',
  },
  {
    city: 'Санкт-Петербург',
    institution: 'СПбГУ',
    faculty: 'Юридический факультет',
    specialty: 'Юриспруденция',
  },
  {
    city: 'Казань',
    institution: 'КФУ',
    faculty: 'Институт управления, экономики и финансов',
    specialty: 'Финансы и кредит',
  },
  {
    city: 'Екатеринбург',
    institution: 'УрФУ',
    faculty: 'Институт радиоэлектроники и информационных технологий',
    specialty: 'Программная инженерия',
  },
  { city: 'Новосибирск', institution: 'НГУ', faculty: 'Экономический факультет', specialty: 'Менеджмент' },
  { city: 'Томск', institution: 'ТПУ', faculty: 'Инженерная школа энергетики', specialty: 'Теплоэнергетика' },
  {
    city: 'Москва',
    institution: 'НИУ ВШЭ',
    faculty: 'Факультет коммуникаций, медиа и дизайна',
    specialty: 'Реклама и связи с общественностью',
  },
] as const;

function demoPerson(i: number): Person {
  const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const pair = LAST_NAMES[Math.floor(i / FIRST_NAMES.length + i) % LAST_NAMES.length]!;
  return {
    firstName,
    lastName: FEMALE.has(firstName) ? pair[1] : pair[0],
    email: `candidate${i + 1}@example.com`,
    phone: `+7999100${String(i + 1).padStart(4, '0')}`,
    home: i,
  };
}

/** Seeds an empty database; answers false (and changes nothing) when it already has users. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(existing?.n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = now();

  await db.transaction(async (tx) => {
    const cityRows = await tx.select({ id: cities.id, name: cities.name }).from(cities);
    const cityId = (name: string) => cityRows.find((c) => c.name === name)?.id ?? null;
    const moscow = cityId('Москва');
    const [hse] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.short, 'НИУ ВШЭ'))
      .limit(1);

    const staff = async (role: Role, email: string, firstName: string, lastName: string) => {
      const [row] = await tx
        .insert(users)
        .values({ role, email, firstName, lastName, passwordHash, cityId: moscow, phoneVerifiedAt: at })
        .returning({ id: users.id });
      return row!.id;
    };
    await staff('admin', 'admin@example.com', 'Ольга', 'Администратова');
    const recruiterId = await staff('recruiter', 'recruiter@example.com', 'Марина', 'Подборова');
    const managerId = await staff('manager', 'manager@example.com', 'Сергей', 'Руководителев');

    const institutionRows = await tx
      .select({ id: institutions.id, short: institutions.short })
      .from(institutions);
    const participant = async (p: Person, verified = true) => {
      const i = p.home ?? 0;
      const home = HOMES[i % HOMES.length]!;
      const course = 2 + (i % 4);
      const [row] = await tx
        .insert(users)
        .values({
          role: 'participant',
          email: p.email,
          phone: p.phone,
          firstName: p.firstName,
          lastName: p.lastName,
          birthDate: `${2006 - course}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
          passwordHash,
          cityId: cityId(home.city) ?? moscow,
          citizenship: 'RU',
          phoneVerifiedAt: verified ? at : null,
          needHowKnow: false,
        })
        .returning({ id: users.id });
      const id = row!.id;
      await tx.insert(participantProfiles).values({
        userId: id,
        institutionId: institutionRows.find((r) => r.short === home.institution)?.id ?? hse?.id ?? null,
        faculty: home.faculty,
        specialty: home.specialty,
        // Four years of a bachelor's degree; a fifth-year student is on a specialist's one.
        educationLevel: course === 5 ? 'specialist' : 'bachelor',
        course,
        graduationYear: at.getUTCFullYear() + (course === 5 ? 5 : 4) - course + 1,
        departments: [1 + (i % 8), 1 + ((i + 3) % 8)],
        workFormat: 1 + (i % 3),
        hours: [20, 30, 40][i % 3]!,
        englishLevel: 3 + ((i + Math.floor(i / 4)) % 3),
        relocate: i % 3 === 0,
      });
      await tx.insert(consents).values({ userId: id, version: CONSENT_VERSION, acceptedAt: at });
      return id;
    };

    // Vacancies and their pipelines.
    const vacancyIds: number[] = [];
    for (const v of DEMO_VACANCIES) {
      const [row] = await tx
        .insert(vacancies)
        .values({
          title: v.title,
          description: v.description,
          department: v.department,
          cityId: cityId(v.city),
          workFormat: v.workFormat,
          hours: v.hours,
          englishLevel: v.englishLevel,
          tags: v.tags,
          status: v.status,
          recruiterId,
          headcount: v.headcount,
        })
        .returning({ id: vacancies.id });
      vacancyIds.push(row!.id);
      await tx.insert(vacancyStages).values(
        v.stages.map((type) => ({
          vacancyId: row!.id,
          n: stageNumber(type),
          deadlineDays: DEADLINE_DAYS[type],
          settings: stageSettings(type),
        })),
      );
    }

    const addCandidate = async (
      userId: number,
      vacancyIndex: number,
      atType: StageType,
      status: StageStatus,
      ago: number,
    ) => {
      const pipeline = DEMO_VACANCIES[vacancyIndex]!.stages;
      const vacancyId = vacancyIds[vacancyIndex]!;
      const created = new Date(at.getTime() - ago * DAY);
      const [row] = await tx
        .insert(candidates)
        .values({
          userId,
          vacancyId,
          status: applicationStatusAt(atType, status),
          source: ['hh', 'telegram', 'university', 'friends'][ago % 4]!,
          answers: { motivation: 'Хочу применить знания на реальных задачах и вырасти в профессии.' },
          cvLink: 'https://hh.ru/resume/demo',
          submittedAt: created,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: candidates.id });
      const candidateId = row!.id;
      const reached = stageNumber(atType);
      await tx.insert(candidateStages).values(
        STAGE_TYPES.map((type) => {
          const n = stageNumber(type);
          const inPipeline = pipeline.includes(type);
          const stageStatus: StageStatus = !inPipeline
            ? 'skipped'
            : n < reached
              ? 'success'
              : n === reached
                ? status
                : 'none';
          const days = DEADLINE_DAYS[type];
          // A stage that expired keeps the deadline that passed, as the sweep leaves it.
          const deadline =
            n !== reached || !days
              ? null
              : ['awaiting', 'assigned', 'testing'].includes(status)
                ? new Date(at.getTime() + days * DAY)
                : EXPIRED_STATUSES.includes(status)
                  ? new Date(at.getTime() - DAY)
                  : null;
          return { candidateId, n, status: stageStatus, deadlineAt: deadline, updatedAt: created };
        }),
      );
      await refreshCurrentStage(tx, candidateId);
      await tx.insert(candidateHistory).values({
        candidateId,
        actorId: userId,
        action: 'applied',
        after: 'awaiting',
        note: 'Отклик на вакансию',
        createdAt: created,
      });
      return candidateId;
    };

    // The demo participant: an active screening in the middle of its stages.
    const demoParticipant = await participant({
      firstName: 'Анна',
      lastName: 'Демонстрационная',
      email: 'participant@example.com',
      phone: '+79990000001',
    });
    const itIndex = DEMO_VACANCIES.findIndex((v) => v.department === 7);
    const demoCandidate = await addCandidate(demoParticipant, itIndex, 'TESTING', 'awaiting', 6);
    await tx.insert(candidateManagers).values({ candidateId: demoCandidate, userId: managerId });
    await seedDemoChat(tx, demoParticipant, recruiterId, at);
    await tx.insert(messages).values([
      {
        userId: demoParticipant,
        title: 'Анкета одобрена',
        text: 'Ваша анкета на вакансию «Стажёр-разработчик (IT)» одобрена. Следующий этап — видеорезюме.',
        link: '/progress',
        isRead: true,
        createdAt: new Date(at.getTime() - 4 * DAY),
      },
      {
        userId: demoParticipant,
        title: 'Видеорезюме принято',
        text: 'Спасибо! Теперь пройдите онлайн-тест — на него есть 5 дней.',
        link: '/progress',
        isRead: false,
        createdAt: new Date(at.getTime() - DAY),
      },
    ]);

    // Two more demo participants on the IT vacancy: one whose offer awaits a decision, one whose
    // assessment has its slot set (a week ahead, 12:00 Moscow time, with a video link).
    const offerParticipant = await participant({
      firstName: 'Олег',
      lastName: 'Офферов',
      email: 'offer@example.com',
      phone: '+79990000002',
    });
    await addCandidate(offerParticipant, itIndex, 'OFFER', 'awaiting', 20);
    const assessmentParticipant = await participant({
      firstName: 'Ася',
      lastName: 'Ассессментова',
      email: 'assessment@example.com',
      phone: '+79990000003',
    });
    const assessmentCandidate = await addCandidate(
      assessmentParticipant,
      itIndex,
      'ASSESSMENT',
      'assigned',
      12,
    );
    const slotAt = new Date(Math.floor(at.getTime() / DAY) * DAY + 7 * DAY + 9 * 3_600_000);
    await tx
      .update(candidateStages)
      .set({
        slot: {
          at: slotAt.toISOString(),
          place: 'Москва, Павелецкая площадь, 2',
          link: 'https://meet.example.com/jti-assessment',
          note: 'Возьмите паспорт',
        },
      })
      .where(
        and(
          eq(candidateStages.candidateId, assessmentCandidate),
          eq(candidateStages.n, stageNumber('ASSESSMENT')),
        ),
      );

    // The IT position publishes meeting times (decision 031): participants at its assessment pick
    // one; the demo manager publishes the manager interview's.
    const seated = new Map<string, number>();
    for (const p of DEMO_SLOT_PARTICIPANTS) {
      const holds = DEMO_SLOTS.some((slot) => slot.holder === p.email);
      const id = await participant({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone,
      });
      const candidateId = await addCandidate(id, itIndex, p.stage, holds ? 'assigned' : 'awaiting', 10);
      if (holds) seated.set(p.email, candidateId);
    }
    const today = Math.floor(at.getTime() / DAY) * DAY;
    for (const slot of DEMO_SLOTS) {
      const startsAt = slot.soonHours
        ? new Date(Math.ceil((at.getTime() + slot.soonHours * 3_600_000) / 3_600_000) * 3_600_000)
        : new Date(today + slot.days! * DAY + (slot.hourMsk! - 3) * 3_600_000);
      const n = stageNumber(slot.stage);
      const [row] = await tx
        .insert(meetingSlots)
        .values({
          vacancyId: vacancyIds[itIndex]!,
          n,
          startsAt,
          place: slot.place,
          link: slot.link,
          capacity: slot.capacity,
          createdBy: slot.stage === 'MANAGER_INTERVIEW' ? managerId : recruiterId,
          createdAt: at,
        })
        .returning({ id: meetingSlots.id });
      const holder = slot.holder ? seated.get(slot.holder) : undefined;
      if (holder === undefined) continue;
      await takeSeat(tx, row!.id, holder, n);
      await tx
        .update(candidateStages)
        .set({
          slot: {
            at: startsAt.toISOString(),
            place: slot.place || null,
            link: slot.link || null,
            slot_id: row!.id,
          },
        })
        .where(and(eq(candidateStages.candidateId, holder), eq(candidateStages.n, n)));
    }

    // Two participants waiting at the online test, each for one journey (desktop and phone) that
    // takes the whole test: the journeys run on a fresh database, so each starts from «awaiting».
    for (const [email, phone, firstName] of [
      ['tester@example.com', '+79990000031', 'Тимур'],
      ['tester.mobile@example.com', '+79990000032', 'Таисия'],
    ] as const) {
      const tester = await participant({ firstName, lastName: 'Тестова', email, phone });
      await addCandidate(tester, itIndex, 'TESTING', 'awaiting', 3);
    }

    // Two participants waiting at the video interview, one per journey (all answers; a failed upload).
    for (const [email, phone, firstName] of [
      ['video@example.com', '+79990000041', 'Вера'],
      ['video.retry@example.com', '+79990000042', 'Виктор'],
    ] as const) {
      const speaker = await participant({
        firstName,
        lastName: firstName === 'Вера' ? 'Видеова' : 'Видеов',
        email,
        phone,
      });
      await addCandidate(speaker, itIndex, 'VCV', 'awaiting', 2);
    }

    // Candidates at every stage and status, spread over the vacancies that have candidates.
    const withCandidates = DEMO_VACANCIES.map((v, i) => ({ v, i })).filter(({ v }) => v.status !== 'draft');
    let person = 0;
    for (const type of STAGE_TYPES) {
      for (const status of STATUSES_BY_STAGE[type]) {
        if (status === 'none' || status === 'skipped') continue;
        if (type === 'SCREENING' && status === 'awaiting') continue; // screening waits for staff: eval
        const fit = withCandidates.filter(({ v }) => v.stages.includes(type));
        // Fresh applications are the most common sight: give the triage queue a few.
        const copies = type === 'SCREENING' && status === 'eval' ? 6 : 1;
        for (let copy = 0; copy < copies; copy++) {
          const { i } = fit[person % fit.length]!;
          const userId = await participant(demoPerson(person));
          const candidateId = await addCandidate(userId, i, type, status, 1 + (person % 20));
          if (stageNumber(type) >= stageNumber('RECRUITER_INTERVIEW') && person % 2 === 0) {
            await tx.insert(candidateManagers).values({ candidateId, userId: managerId });
          }
          person++;
        }
      }
    }

    // The manager is attached to the IT and finance positions.
    const financeIndex = DEMO_VACANCIES.findIndex((v) => v.department === 2 && v.status === 'open');
    await tx.insert(vacancyManagers).values([
      { vacancyId: vacancyIds[itIndex]!, userId: managerId },
      { vacancyId: vacancyIds[financeIndex]!, userId: managerId },
    ]);
    await seedStaffMessages(tx, recruiterId);
    await spreadRegistrations(tx, at);
  });
  return true;
}

/**
 * Each participant registered one to four days before their first application (at a different hour
 * each), and confirmed the phone and gave the consent then; one without applications, some day of
 * the last four weeks. So the statistics' registrations and applications tell one story, and what
 * they said they want includes what they applied for.
 */
async function spreadRegistrations(tx: Tx, at: Date): Promise<void> {
  await tx.execute(sql`
    with registered as (
      select u.id, coalesce(min(c.created_at), ${at.toISOString()}::timestamptz - make_interval(days => u.id % 28))
        - make_interval(days => 1 + u.id % 4, mins => (u.id * 97) % 720) as at
      from ${users} u left join ${candidates} c on c.user_id = u.id
      where u.role = 'participant'
      group by u.id
    )
    update ${users} u set created_at = r.at, updated_at = r.at,
      phone_verified_at = case when u.phone_verified_at is null then null else r.at end
    from registered r where r.id = u.id`);
  await tx.execute(sql`
    update ${consents} k set accepted_at = u.created_at from ${users} u where u.id = k.user_id and u.role = 'participant'`);
  // The departments a participant chose include those of the positions they applied to.
  await tx.execute(sql`
    update ${participantProfiles} p set departments = (
      select array_agg(distinct d order by d) from (
        select v.department as d from ${candidates} c join ${vacancies} v on v.id = c.vacancy_id where c.user_id = p.user_id
        union select p.departments[1]) chosen)
    where exists (select 1 from ${candidates} c where c.user_id = p.user_id)`);
}

async function seedStaffMessages(tx: Tx, recruiterId: number): Promise<void> {
  const [awaiting] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(candidates)
    .where(eq(candidates.status, 'awaiting'));
  await tx.insert(messages).values({
    userId: recruiterId,
    title: 'Новые отклики',
    text: `Ждут рассмотрения: ${Number(awaiting?.n ?? 0)}.`,
    link: '/recruiter',
  });
}
