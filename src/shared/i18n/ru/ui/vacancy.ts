import { plural } from '../plural.ts';

export const ruWebVacancy = {
  title: 'Вакансия',
  back: 'Ко всем вакансиям',
  closed: 'Набор закрыт',
  closedText: 'На эту вакансию больше не принимают отклики. Посмотрите другие открытые стажировки.',
  factsTitle: 'Коротко',
  department: 'Направление',
  city: 'Город',
  workFormat: 'Формат работы',
  hours: 'Занятость',
  english: 'Английский',
  pipelineTitle: 'Этапы отбора',
  deadline: (days: number) => `Срок — ${days} ${plural(days, ['день', 'дня', 'дней'])}`,
  noDeadline: 'Без срока',
  loadFailed: 'Не удалось загрузить вакансию',
  emptyTitle: 'Карточка вакансии готовится',
  emptyText: 'Здесь будут описание стажировки, требования, этапы отбора и кнопка отклика.',
  toProgress: 'К моему отбору',
  toList: 'Ко всем вакансиям',
} as const;
