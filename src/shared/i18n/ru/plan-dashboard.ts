/**
 * The admin's plan dashboard with the plan import (`/admin/dashboard`): the import's messages and
 * the screen's texts. Imported by ru.ts as `ru.planDashboard`: nothing here imports ru.ts back.
 */
import { plural } from './plural.ts';

const rows = (n: number) => `${n} ${plural(n, ['строке', 'строках', 'строках'])}`;
const positions = (n: number) => `${n} ${plural(n, ['позиции', 'позиций', 'позиций'])}`;

export const ruPlanDashboard = {
  plan: {
    templateFile: 'План найма.xlsx',
    sheet: 'План',
    columns: { id: 'ID позиции', title: 'Позиция', plan: 'План, человек' },
    fileRequired: 'Приложите файл XLSX с планом',
    unreadable: 'Файл не читается как таблица Excel: сохраните его в формате XLSX и загрузите снова',
    tooComplex:
      'Файл слишком сложный или повреждён, прочитать его не удалось: скачайте шаблон, перенесите в него план и загрузите снова',
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
      overdue: 'Срок этапа истёк',
      overdueHint: 'Кандидаты, не выполнившие текущий этап к сроку',
    },
    columns: {
      position: 'Позиция',
      status: 'Статус',
      plan: 'План',
      hired: 'Приняли оффер',
      started: 'Вышли',
      inProgress: 'В отборе по этапам',
      overdue: 'Срок истёк',
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
    importSubmit: 'Загрузить',
    importCancel: 'Отмена',
    importErrors: 'Ошибки в файле',
    importRow: (row: number) => `Строка ${row}`,
    importDone: 'План загружен',
  },
};
