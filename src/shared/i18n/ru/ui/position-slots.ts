import { plural } from '../plural.ts';

/** Staff: the meeting times a position publishes (decision 031), on the position's page. */
export const ruWebPositionSlots = {
  title: 'Время встреч',
  intro:
    'Кандидаты на этапе сами выбирают время из опубликованного. Назначить время вручную можно, как раньше, в карточке кандидата.',
  cutoff: 'Запись и перенос закрываются за, часов до встречи',
  saveCutoff: 'Сохранить',
  cutoffSaved: 'Срок записи сохранён',
  newSlot: 'Опубликовать время',
  stage: 'Этап',
  startsAt: 'Дата и время (МСК)',
  place: 'Место',
  link: 'Ссылка на встречу',
  capacity: 'Мест',
  publish: 'Опубликовать',
  published: 'Время опубликовано',
  empty: 'Время пока не опубликовано',
  loading: 'Загружаем время встреч',
  loadFailed: 'Не удалось загрузить время встреч',
  retry: 'Повторить',
  listOf: (title: string) => `Опубликованное время: ${title}`,
  taken: (n: number, of: number) => `Занято ${n} из ${of} ${plural(of, ['места', 'мест', 'мест'])}`,
  cancelled: 'Отменено',
  cancel: 'Отменить',
  cancelOf: (at: string) => `Отменить время ${at}`,
  cancelConfirm: 'Отменить это время? Записанные кандидаты получат уведомление и выберут другое.',
  confirm: 'Да, отменить',
  keep: 'Не отменять',
  cancelledDone: 'Время отменено, кандидаты уведомлены',
  nobody: 'Пока никто не записался',
  msk: 'МСК',
} as const;

/** The manager's own screen: the times of their interview on each position they manage. */
export const ruWebInterviewTimes = {
  title: 'Время интервью',
  description:
    'Опубликуйте время интервью с руководителем: кандидаты на этом этапе сами выберут удобное. Здесь же видно, кто записался.',
  intro: (status: string) => `Интервью с руководителем. Позиция: ${status}. Время — московское.`,
  toCandidates: 'К кандидатам',
  open: 'Время интервью',
  loading: 'Загружаем позиции',
  loadFailed: 'Не удалось загрузить позиции',
  retry: 'Повторить',
  emptyTitle: 'Нет позиций с интервью с руководителем',
  emptyText:
    'Когда рекрутер назначит вас руководителем позиции, в отборе которой есть интервью с руководителем, она появится здесь.',
} as const;
