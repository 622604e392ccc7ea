/** The positions pages' Russian texts (kept with the feature; the shared dictionary holds the server's). */
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { plural } from '#shared/i18n/ru/plural.ts';

export const STATUS_COLORS: Record<VacancyStatus, string> = {
  draft: 'gray',
  open: 'green',
  stop: 'yellow',
  close: 'red',
};

/** The verb on the button that moves a position to a status. */
export const STATUS_ACTIONS: Record<VacancyStatus, string> = {
  draft: 'Вернуть в черновики',
  open: 'Открыть',
  stop: 'Приостановить',
  close: 'Закрыть',
};

export const pt = {
  title: 'Позиции',
  create: 'Создать позицию',
  search: 'Поиск по названию',
  status: 'Статус',
  department: 'Направление',
  city: 'Город',
  tag: 'Тег',
  any: 'Все',
  columns: {
    title: 'Название',
    status: 'Статус',
    department: 'Направление',
    city: 'Город',
    candidates: 'Кандидаты',
    created: 'Создана',
  },
  empty: 'Позиций не нашлось',
  emptyText: 'Измените фильтры или создайте новую позицию.',
  loadError: 'Не удалось загрузить позиции',
  retry: 'Повторить',
  noCity: 'Без города',
  candidatesOf: (n: number) => `Кандидатов: ${n}`,
  byStage: 'Кандидаты по этапам',
  page: 'Страница',
  // The position page.
  back: 'Ко всем позициям',
  edit: 'Редактировать',
  remove: 'Удалить',
  removeTitle: 'Удалить позицию?',
  removeText: 'Позиция будет удалена без возможности восстановления.',
  removeBlocked: 'Позицию с кандидатами удалить нельзя',
  closeTitle: 'Закрыть позицию?',
  closeText: 'Новые отклики перестанут приниматься. Позицию можно будет открыть снова.',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  statusChanged: 'Статус изменён',
  candidatesLink: 'Кандидаты',
  facts: {
    work_format: 'Формат работы',
    hours: 'Часов в неделю',
    english: 'Английский',
    headcount: 'Мест',
    answerDays: 'Срок ответа',
    tags: 'Теги',
  },
  description: 'Описание',
  noDescription: 'Описание не заполнено',
  pipeline: 'Этапы отбора',
  deadlineDays: (d: number) => `срок ${d} дн.`,
  answerDays: (d: number) => `${d} ${plural(d, ['рабочий день', 'рабочих дня', 'рабочих дней'])}`,
  managers: 'Менеджеры',
  noManagers: 'Менеджеры не назначены',
  addManager: 'Добавить менеджера',
  pickManager: 'Менеджер',
  removeManager: (name: string) => `Убрать менеджера ${name}`,
  inactive: 'неактивен',
  funnel: 'Воронка отбора',
  funnelCols: {
    stage: 'Этап',
    reached: 'Дошли',
    passed: 'Прошли',
    refused: 'Отказ',
    conversion: 'Конверсия',
  },
  notFound: 'Позиция не найдена',
};
