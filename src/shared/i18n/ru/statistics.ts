/**
 * The admin's statistics (`/admin/statistics`): the API's validation messages and the screen's
 * texts (the plan dashboard's are in plan-dashboard.ts). Imported by ru.ts as `ru.statistics`:
 * nothing here imports ru.ts back.
 */
import { plural } from './plural.ts';

import { formatNumber } from '../numbers.ts';

// A fraction reads «2,5 дня»; whole numbers by the plural rule.
const days = (n: number) => (Number.isInteger(n) ? plural(n, ['день', 'дня', 'дней']) : 'дня');

export const ruStatistics = {
  query: {
    dateFrom: 'Начало периода — дата в формате ДД.ММ.ГГГГ (2000–2099 годы)',
    dateTo: 'Конец периода — дата в формате ДД.ММ.ГГГГ (2000–2099 годы)',
    dateFromRequired: 'Укажите начало периода или выберите «за всё время»',
    dateToRequired: 'Укажите конец периода или выберите «за всё время»',
    order: 'Конец периода не может быть раньше начала',
    allTime: 'Признак «за всё время» — 1 или 0',
  },
  web: {
    title: 'Статистика',
    description: 'Регистрации, заявки и отбор по всем позициям за выбранный период',
    period: 'Период',
    periodHint: 'Дни по московскому времени, обе даты включительно',
    presets: { week: 'Неделя', month: 'Месяц', quarter: 'Квартал', all: 'Всё время' },
    presetsLabel: 'Быстрый выбор периода',
    loading: 'Считаем статистику',
    loadError: 'Не удалось загрузить статистику',
    retry: 'Повторить',
    emptyTitle: 'За этот период ничего не произошло',
    emptyText: 'Ни регистраций, ни заявок. Выберите другой период или «Всё время».',
    showTable: 'Показать таблицей',
    totals: {
      registrations: 'Регистрации',
      applications: 'Заявки',
      applicants: 'Участники с заявками',
      hired: 'Приняли оффер',
      started: 'Вышли на стажировку',
    },
    timeline: {
      title: 'Регистрации и заявки',
      byBucket: { day: 'по дням', week: 'по неделям', month: 'по месяцам' },
      start: { day: 'День', week: 'Неделя с', month: 'Месяц' },
      registrations: 'Регистрации',
      applications: 'Заявки',
    },
    funnel: {
      title: 'Воронка отбора по всем позициям',
      note: 'Заявки, поданные за период, — где они сейчас. Конверсия — доля дошедших до этапа среди тех, кто прошёл предыдущий этап своей воронки.',
      stage: 'Этап',
      reached: 'Дошли',
      now: 'Сейчас на этапе',
      passed: 'Прошли',
      refused: 'Отказ',
      conversion: 'Конверсия',
      median: 'Медиана на этапе',
      hours: (h: number) => (h < 48 ? `${formatNumber(h)} ч` : `${formatNumber(h / 24)} дн.`),
    },
    decision: {
      title: 'Время до решения',
      note: 'От подачи заявки до первого решения по ней: принятый оффер или отказ.',
      decided: 'Решений',
      median: 'Медиана',
      p90: '90% решений — не дольше',
      hired: 'До принятого оффера',
      refused: 'До отказа',
      days: (n: number) => `${formatNumber(n)} ${days(n)}`,
      none: 'нет данных',
    },
    sources: {
      title: 'Откуда узнали о программе',
      note: 'Ответы участников за период',
      source: 'Источник',
      count: 'Ответов',
    },
    departments: {
      title: 'Направления',
      department: 'Направление',
      applications: 'Заявки',
      hired: 'Приняли оффер',
    },
    cities: { title: 'Города участников', city: 'Город' },
    institutions: { title: 'Учебные заведения участников', institution: 'Учебное заведение' },
    people: 'Участников',
    other: 'Другие',
    unknown: 'Не указано',
    feedback: {
      title: 'Оценки участников',
      note: 'Опросы после этапов и опрос об удобстве, оценки от 1 до 5',
      survey: 'Опрос',
      count: 'Ответов',
      average: 'Средняя оценка',
      scores: 'Оценки 1 · 2 · 3 · 4 · 5',
    },
    noData: 'Нет данных за период',
  },
};
