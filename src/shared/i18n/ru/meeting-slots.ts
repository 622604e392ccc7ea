import { plural } from './plural.ts';

const hours = (h: number) => `${h} ${plural(h, ['час', 'часа', 'часов'])}`;

/** Self-booked meetings (decision 031): the calls' errors, the participant's notices, staff texts. */
export const ruMeetingSlots = {
  stage: 'Выберите этап: ассессмент, интервью с рекрутером или с руководителем',
  startsAt: 'Укажите дату и время встречи',
  startsInPast: 'Время встречи уже прошло',
  place: 'Укажите место или ссылку на встречу',
  link: 'Ссылка на встречу должна начинаться с http:// или https://',
  capacity: 'Мест — от 1 до 500',
  cutoff: 'Запись закрывается за 0–336 часов до встречи',
  slotId: 'Выберите время встречи',
  tooLong: (max: number) => `Не длиннее ${max} символов`,
  stageNotInPipeline: 'Этого этапа нет в отборе по вакансии',
  managerOnlyInterview: 'Руководитель публикует время только для интервью с руководителем',
  managerCancelsOnlyInterview: 'Руководитель отменяет время только для интервью с руководителем',
  seatTakenMeanwhile: 'Это место на встрече уже занял другой участник. Назначьте другое время',
  alreadyCancelled: 'Это время уже отменено',
  alreadyStarted: 'Встреча уже началась — отменить её нельзя',
  noOpenStage: 'Сейчас нет этапа, на который можно записаться',
  assignedByStaff: 'Время встречи назначил рекрутер. Чтобы перенести его, напишите в чат',
  full: 'Это время только что заняли. Выберите другое из свободных',
  gone: 'Это время больше недоступно. Выберите другое из свободных',
  tooLateToBook: (h: number) =>
    `Записаться на это время уже нельзя: запись закрывается за ${hours(h)} до встречи`,
  tooLateToMove: (h: number) =>
    `Перенести встречу уже нельзя: это можно сделать не позже чем за ${hours(h)} до неё`,
  cutoffHours: hours,
  where: (place: string, link: string) => [place, link].filter(Boolean).join(', '),
  booked: (at: string, where: string) =>
    `Вы записались на ${at} (МСК)${where ? `, ${where}` : ''}. Файл для календаря — в личном кабинете.`,
  moved: (at: string, where: string) =>
    `Встреча перенесена на ${at} (МСК)${where ? `, ${where}` : ''}. Файл для календаря — в личном кабинете.`,
  historyBooked: (at: string) => `Участник записался на ${at} (МСК)`,
  historyCancelled: (at: string) => `Время ${at} (МСК) отменено`,
  cancelledNotice: (at: string) => `Встреча ${at} (МСК) отменена. Выберите новое время в личном кабинете.`,
  // «Не смогу прийти» and «Нет подходящего времени» (decision 067).
  nothingToCancel: 'У вас нет записи на встречу, которую можно отменить',
  cancelAssignedByStaff: 'Время встречи назначил рекрутер. Если не сможете прийти, напишите в чат',
  tooLateToCancel: (h: number) =>
    `Отменить запись уже нельзя: это можно сделать не позже чем за ${hours(h)} до встречи. Если не сможете прийти, напишите в чат`,
  youCancelled: (at: string) =>
    `Вы отменили запись на ${at} (МСК). Выберите другое время в личном кабинете или сообщите, что подходящего нет.`,
  historyYouCancelled: (at: string) => `Участник не сможет прийти ${at} (МСК), запись отменена`,
  historyNoTime: 'Участник сообщил, что ни одно предложенное время не подходит',
  someParticipant: 'Участник',
  staffCancelledTitle: 'Участник не сможет прийти',
  staffCancelled: (name: string, stage: string, at: string, vacancy: string) =>
    `${name} не сможет прийти на этап «${stage}» ${at} (МСК) по вакансии «${vacancy}». Запись отменена, этап ждёт нового времени.`,
  staffNoTimeTitle: 'Участнику не подходит время',
  staffNoTime: (name: string, stage: string, vacancy: string) =>
    `${name}: ни одно предложенное время этапа «${stage}» по вакансии «${vacancy}» не подходит. Предложите другое время.`,
} as const;
