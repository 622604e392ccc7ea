import { plural } from '../plural.ts';

/** The participant's choice of a meeting time on /progress and /mobile (decision 031). */
export const ruWebSlots = {
  title: 'Выберите время встречи',
  hours: (h: number) => `${h} ${plural(h, ['час', 'часа', 'часов'])}`,
  moveTitle: 'Перенести встречу',
  loadFailed: 'Не удалось загрузить свободное время',
  retry: 'Повторить',
  none: 'Свободного времени пока нет — мы сообщим в уведомлениях, когда оно появится.',
  free: (n: number) => `${n} ${plural(n, ['свободное место', 'свободных места', 'свободных мест'])}`,
  book: 'Записаться',
  move: 'Перенести сюда',
  bookOn: (at: string) => `Записаться на ${at}`,
  moveOn: (at: string) => `Перенести на ${at}`,
  movableUntil: (at: string) => `Перенести встречу можно до ${at} (МСК).`,
  notMovable: (hours: string) =>
    `Перенести встречу уже нельзя: это можно сделать не позже чем за ${hours} до неё.`,
  booked: 'Вы записаны. Файл для календаря — в блоке «Время и место».',
  moved: 'Встреча перенесена.',
  cancelled: 'Время встречи отменили. Выберите новое из свободных.',
  cutoff: (hours: string) => `Записаться или перенести встречу можно не позже чем за ${hours} до её начала.`,
  online: 'Онлайн',
  // One confirmation before a booking, a move or «Не смогу прийти» (decision 067).
  confirmBookTitle: 'Записаться на это время?',
  confirmMoveTitle: 'Перенести встречу на это время?',
  confirmBook: 'Да, записаться',
  confirmMove: 'Да, перенести',
  back: 'Назад',
  whenWhere: (at: string, where: string) => `${at} (МСК), ${where}`,
  cantCome: 'Не смогу прийти',
  cantComeTitle: 'Отменить запись?',
  cantComeText: (at: string) =>
    `Место на ${at} (МСК) освободится, а рекрутер узнает, что вы не сможете прийти. Затем можно выбрать другое время.`,
  cantComeConfirm: 'Да, отменить запись',
  cancelledByYou: 'Вы отменили запись. Выберите другое время из свободных или сообщите, что подходящего нет.',
  cancelledDone: 'Запись отменена. Рекрутер знает, что вы не сможете прийти.',
  noTime: 'Нет подходящего времени',
  noTimeHint: 'Если ни одно время не подходит, сообщите рекрутеру — он предложит другое.',
  noTimeSent: (day: string) =>
    `Мы сообщили рекрутеру, что предложенное время вам не подходит. Ответим не позже ${day}.`,
  lateChat: 'Если не сможете прийти, напишите рекрутеру в чат.',
  toChat: 'Написать в чат',
  mobileBook: 'Выбрать время',
  mobileBooked: (at: string) => `Вы записаны на ${at} (МСК)`,
} as const;
