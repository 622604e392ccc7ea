/** What a participant is told when a stage of their selection changes (message and e-mail). */
import type { StageStatus, StageType } from '../../domain/stages.ts';

/** Statuses the participant caused themselves (or that are no news): no notice. */
export type SilentStageStatus = 'none' | 'skipped' | 'testing';

export const ruStageNotice = {
  title: (stage: string, status: string) => `«${stage}»: ${status.toLowerCase()}`,
  /** One notice for a stage passed and the next one it opened. */
  passedNext: (passed: string, next: string) => `Этап «${passed}» пройден, следующий — «${next}»`,
  /** Its text: the title said the stage passed; what the next one asks. */
  passedNextText: (next: string) => `Поздравляем! ${next}`,
  byStatus: {
    awaiting: {
      VCV: (deadline: string) =>
        `Запишите видеоответы на вопросы до ${deadline}. Это можно сделать с телефона.`,
      TESTING: (deadline: string) =>
        `Пройдите онлайн-тест до ${deadline}. Таймер запустится, когда вы начнёте.`,
      ASSESSMENT: () => 'Этап открыт: мы подбираем время и пришлём приглашение.',
      RECRUITER_INTERVIEW: () => 'Этап открыт: рекрутер предложит время встречи.',
      MANAGER_INTERVIEW: () => 'Этап открыт: мы согласуем время встречи с руководителем.',
      OFFER: (deadline: string) => `Вам предложена стажировка! Ответьте на оффер до ${deadline}.`,
      INTERNSHIP_START: () =>
        'Готовимся к вашему первому дню: дату, адрес и контакт пришлём, как только их назначим.',
      SCREENING: () => 'Ответьте на вопросы анкеты.',
    },
    eval: 'Мы получили ваши ответы и проверяем их. Сообщим результат.',
    success: 'Этап пройден — поздравляем!',
    denied_final:
      'К сожалению, в этот раз мы не готовы пригласить вас дальше. Спасибо, что прошли отбор с нами.',
    denied_add: 'По этой вакансии мы не готовы пригласить вас дальше, но вы можете откликнуться на другую.',
    reserved:
      'Мы сохранили вашу кандидатуру в кадровом резерве и напишем, когда появится подходящая вакансия.',
    expired: 'Срок этапа истёк. Если что-то помешало, напишите в поддержку.',
    expired_awaiting: 'Срок этапа истёк. Если что-то помешало, напишите в поддержку.',
    expired_testing: 'Время теста истекло: мы засчитали ответы, которые вы успели дать.',
    assigned: 'Встреча назначена. Время и место — в личном кабинете.',
    reassigned: 'Встреча перенесена. Новое время — в личном кабинете.',
    need_reassign: 'Встречу нужно перенести: мы предложим новое время.',
    carried_out: 'Спасибо за встречу! Сообщим результат.',
    cancel: 'Этап отменён.',
  } satisfies { awaiting: Record<StageType, (deadline: string) => string> } & Record<
    Exclude<StageStatus, SilentStageStatus | 'awaiting'>,
    string
  >,
  noDeadline: 'ближайших дней',
  /** A meeting stage whose position publishes times: the participant books one (decision 031). */
  pickTime: (deadline: string | null) =>
    `Этап открыт: выберите удобное время встречи в личном кабинете${deadline ? ` до ${deadline}` : ''}.`,
  /** Staff set the internship start's details; the ones not set yet are said to come. */
  internshipDetails: (at: string | null, address: string | null, contact: string | null) =>
    [
      `Первый день стажировки: ${at ? `${at} (МСК)` : 'дата уточняется'}`,
      address ? `, ${address}.` : '. Адрес уточняется.',
      contact ? ` Контакт: ${contact}.` : '',
      ' Подробности — в личном кабинете.',
    ].join(''),
  pickNewTime: 'Встречу нужно перенести: выберите новое время в личном кабинете.',
} as const;
