/**
 * The one place that names stages and statuses, for each audience that reads them: cards, tables,
 * history, exports, statistics and notices all take their words from here (statuses.test.ts fails
 * when a status has no label for an audience).
 *
 * - Stage names: one per stage, the same for everyone; the feedback surveys are named after them.
 * - Stage statuses: the participant reads them about themselves («Ждём вас»); staff read them about
 *   a candidate («Ждёт кандидата»).
 * - Application statuses (the record as a whole) and vacancy statuses (set B): staff only. A
 *   participant never sees them by name: /vacancies explains an ended record in a sentence
 *   (ruJourney.outcomeText), and a vacancy shows only «Набор закрыт».
 */
import {
  STAGE_TYPES,
  type ApplicationStatus,
  type StageStatus,
  type StageType,
} from '../../domain/stages.ts';
import type { SurveyType } from '../../domain/surveys.ts';
import type { VacancyStatus } from '../../domain/vacancy-status.ts';

export const STAGE_NAMES = {
  SCREENING: 'Анкета',
  VCV: 'Видеорезюме',
  TESTING: 'Тестирование',
  ASSESSMENT: 'Ассессмент',
  RECRUITER_INTERVIEW: 'Интервью с рекрутером',
  MANAGER_INTERVIEW: 'Интервью с руководителем',
  OFFER: 'Оффер',
  INTERNSHIP_START: 'Выход на стажировку',
} as const satisfies Record<StageType, string>;

/** The feedback surveys, named after the stage they follow: statistics and the feedback export alike. */
export const SURVEY_NAMES = {
  usability: 'Удобство сайта',
  'video-interview-success': `${STAGE_NAMES.VCV}: прошли`,
  'video-interview-fail': `${STAGE_NAMES.VCV}: не прошли`,
  'test-success': `${STAGE_NAMES.TESTING}: прошли`,
  'test-fail': `${STAGE_NAMES.TESTING}: не прошли`,
  assessment: STAGE_NAMES.ASSESSMENT,
  'manager-interview': STAGE_NAMES.MANAGER_INTERVIEW,
} as const satisfies Record<SurveyType, string>;

/** The name of stage `{n}` (1 SCREENING … 8 INTERNSHIP_START). */
export function stageNameOf(n: number): string {
  const type = STAGE_TYPES[n - 1];
  return type ? STAGE_NAMES[type] : String(n);
}

const participantStage = {
  none: 'Не начат',
  awaiting: 'Ждём вас',
  skipped: 'Пропущен',
  expired_awaiting: 'Срок истёк',
  testing: 'Идёт тест',
  expired_testing: 'Время теста истекло',
  expired: 'Срок истёк',
  eval: 'На проверке',
  success: 'Пройден',
  denied_final: 'Отказ',
  denied_add: 'Отказ по вакансии',
  cancel: 'Отменён',
  assigned: 'Встреча назначена',
  carried_out: 'Встреча прошла',
  reserved: 'В кадровом резерве',
  need_reassign: 'Нужно перенести',
  reassigned: 'Перенесено',
} as const satisfies Record<StageStatus, string>;

const staffStage = {
  none: 'Не начат',
  // For the interviews and the assessment, what is awaited is the slot staff set.
  awaiting: 'Ожидает',
  skipped: 'Пропущен',
  expired_awaiting: 'Срок истёк',
  testing: 'Проходит тест',
  expired_testing: 'Время теста истекло',
  expired: 'Срок истёк',
  eval: 'На проверке',
  success: 'Пройден',
  denied_final: 'Отказ',
  denied_add: 'Отказ по позиции',
  cancel: 'Отказ кандидата',
  assigned: 'Встреча назначена',
  carried_out: 'Встреча прошла',
  reserved: 'Кадровый резерв',
  need_reassign: 'Нужно перенести',
  reassigned: 'Встреча перенесена',
} as const satisfies Record<StageStatus, string>;

const staffApplication = {
  none: 'Новая анкета не заполнена',
  awaiting: 'Ждёт разбора',
  assigned: 'В отборе',
  carried_out: 'Этапы пройдены, ждёт оффера',
  reserved: 'Кадровый резерв',
  need_reassign: 'Нужен перевод',
  reassigned: 'Переведена',
  cancel: 'Отозвана участником',
  denied_final: 'Отказ',
  denied_add: 'Отказ по позиции',
  success: 'Оффер принят',
} as const satisfies Record<ApplicationStatus, string>;

const staffVacancy = {
  draft: 'Черновик',
  open: 'Открыта',
  stop: 'Приостановлена',
  close: 'Закрыта',
} as const satisfies Record<VacancyStatus, string>;

export const STATUS_LABELS = {
  stage: { participant: participantStage, staff: staffStage },
  application: { staff: staffApplication },
  vacancy: { staff: staffVacancy },
} as const;

/** A stage status as staff read it. */
export const staffStageStatus = (s: StageStatus): string => staffStage[s];
/** A stage status as the participant reads it. */
export const participantStageStatus = (s: StageStatus): string => participantStage[s];
/** An application status as staff read it. */
export const staffApplicationStatus = (s: ApplicationStatus): string => staffApplication[s];
/** A vacancy status (set B) as staff read it. */
export const staffVacancyStatus = (s: VacancyStatus): string => staffVacancy[s];
