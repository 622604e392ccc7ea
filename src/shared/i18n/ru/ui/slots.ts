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
  mobileBook: 'Выбрать время',
  mobileBooked: (at: string) => `Вы записаны на ${at} (МСК)`,
} as const;
