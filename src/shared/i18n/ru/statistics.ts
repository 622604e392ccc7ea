/**
 * The admin's statistics (`/admin/statistics`) and dashboard with the plan import
 * (`/admin/dashboard`): the API's validation and import messages and the screens' texts. Imported
 * by ru.ts as `ru.statistics`: nothing here imports ru.ts back.
 */

import { formatNumber } from '../numbers.ts';

const pluralRules = new Intl.PluralRules('ru');
const plural = (n: number, [one, few, many]: readonly [string, string, string]) => {
  const form = pluralRules.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
};
// A fraction reads «2,5 дня»; whole numbers by the plural rule.
const days = (n: number) => (Number.isInteger(n) ? plural(n, ['день', 'дня', 'дней']) : 'дня');
const rows = (n: number) => `${n} ${plural(n, ['строке', 'строках', 'строках'])}`;
const positions = (n: number) => `${n} ${plural(n, ['позиции', 'позиций', 'позиций'])}`;

export const ruStatistics = {
  query: {
    dateFrom: 'Начало периода — дата в формате ДД.ММ.ГГГГ (2000–2099 годы)',
    dateTo: 'Конец периода — дата в формате ДД.ММ.ГГГГ (2000–2099 годы)',
    dateFromRequired: 'Укажите начало периода или выберите «за всё время»',
    dateToRequired: 'Укажите конец периода или выберите «за всё время»',
    order: 'Конец периода не может быть раньше начала',
    allTime: 'Признак «за всё время» — 1 или 0',
  },
  plan: {
    templateFile: 'План найма.xlsx',
    sheet: 'План',
    columns: { id: 'ID позиции', title: 'Позиция', plan: 'План, человек' },
    fileRequired: 'Приложите файл XLSX с планом',
    unreadable: 'Файл не читается как таблица Excel: сохраните его в формате XLSX и загрузите снова',
    header:
      'Первая строка должна быть заголовком шаблона: «ID позиции», «Позиция», «План, человек». Скачайте шаблон и заполните его',
    noRows: 'В файле нет строк с планом: заполните шаблон хотя бы одной позицией',
    tooManyRows: (max: number) => `В файле больше ${max} строк: столько позиций не бывает, проверьте файл`,
    idMissing: 'Не указан ID позиции',
    idNotNumber: 'ID позиции — не число',
    unknownPosition: (id: number) => `Позиции с ID ${id} нет`,
    duplicate: (id: number, row: number) => `Позиция ${id} уже есть в строке ${row}`,
    planMissing: 'Не указан план',
    planNotNumber: 'План — не число',
    planNotInteger: 'План — целое число человек',
    planNegative: 'План не может быть отрицательным',
    planRange: (min: number, max: number) => `План — от ${min} до ${max} человек`,
    invalid: (n: number) =>
      `План не загружен: ошибки в ${rows(n)}. Исправьте их и загрузите файл снова — до тех пор ничего не изменится`,
    imported: (n: number) => `План обновлён для ${positions(n)}`,
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
  dashboard: {
    title: 'Дашборд',
    description: 'План найма по позициям, кандидаты на этапах, приёмы и просрочки',
    loading: 'Загружаем дашборд',
    loadError: 'Не удалось загрузить дашборд',
    retry: 'Повторить',
    emptyTitle: 'Позиций пока нет',
    emptyText: 'Когда рекрутеры создадут позиции, здесь появится их план и ход отбора.',
    noMatch: 'Ни одна позиция не подходит под фильтр',
    search: 'Поиск по названию',
    status: 'Статус позиции',
    allStatuses: 'Все статусы',
    totals: {
      plan: 'План, человек',
      hired: 'Приняли оффер',
      started: 'Вышли на стажировку',
      inProgress: 'В отборе сейчас',
      overdue: 'Просрочено этапов',
    },
    columns: {
      position: 'Позиция',
      status: 'Статус',
      plan: 'План',
      hired: 'Приняли оффер',
      started: 'Вышли',
      inProgress: 'В отборе по этапам',
      overdue: 'Просрочено',
      candidates: 'Заявок',
    },
    ofPlan: (hired: number, plan: number) => `${hired} из ${plan}`,
    planProgress: (title: string) => `Выполнение плана: ${title}`,
    overdueLink: (n: number) => `${n} — открыть`,
    template: 'Скачать шаблон',
    import: 'Загрузить план',
    importTitle: 'Загрузка плана найма',
    importText:
      'Скачайте шаблон: в нём все позиции с текущим планом. Поменяйте числа в столбце «План, человек» и загрузите файл. Если в какой-то строке ошибка, план не изменится ни для одной позиции.',
    importFile: 'Файл XLSX',
    importPlaceholder: 'Выберите файл',
    importClear: 'Убрать выбранный файл',
    importSubmit: 'Загрузить',
    importCancel: 'Отмена',
    importErrors: 'Ошибки в файле',
    importRow: (row: number) => `Строка ${row}`,
    importDone: 'План загружен',
  },
};
