/**
 * The staff candidates table (`/recruiter|admin/positions/{id}/candidates`, `/manager/candidates`)
 * and the recruiter's edit form on the candidate card. Imported by ru.ts as `ru.candidatesPage`:
 * nothing here imports ru.ts back.
 */
import { formatNumber } from '../numbers.ts';

const pluralRules = new Intl.PluralRules('ru');
const plural = (n: number, [one, few, many]: readonly [string, string, string]) => {
  const form = pluralRules.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
};
const candidatesWord = (n: number) => plural(n, ['кандидат', 'кандидата', 'кандидатов']);
const forCandidates = (n: number) => `${n} ${plural(n, ['кандидата', 'кандидатов', 'кандидатов'])}`;

export const ruCandidatesPage = {
  title: 'Кандидаты',
  titleOf: (position: string) => `Кандидаты: ${position}`,
  managerDescription: 'Кандидаты, назначенные вам лично или через вакансию',
  toPosition: 'К вакансии',
  total: (n: number) => `Найдено: ${n} ${candidatesWord(n)}`,
  /** The server stops counting at a cap: past it the total is a lower bound. */
  totalAtLeast: (n: number) => `Найдено: более ${formatNumber(n)} кандидатов`,
  loading: 'Загружаем кандидатов',
  loadError: 'Не удалось загрузить кандидатов',
  retry: 'Повторить',
  emptyTitle: 'Кандидатов пока нет',
  emptyText: 'Когда участники откликнутся, они появятся здесь с этапами и сроками.',
  emptyManagerText: 'Когда рекрутер назначит вам кандидатов, они появятся здесь.',
  noMatchTitle: 'Никто не подходит под фильтры',
  noMatchText: 'Измените условия поиска или сбросьте фильтры.',
  resetFilters: 'Сбросить фильтры',
  filters: {
    region: 'Фильтры кандидатов',
    search: 'Поиск по ФИО, e-mail или телефону',
    searchPlaceholder: 'Иванова, ivanova@mail.ru, +7 999…',
    stage: 'Этап',
    stageStatus: 'Статус этапа',
    status: 'Статус заявки',
    city: 'Город',
    institution: 'Учебное заведение',
    institutionNothing: 'Ничего не найдено',
    english: 'Английский не ниже',
    departments: 'Направления',
    appliedFrom: 'Отклик с',
    appliedTo: 'Отклик по',
    overdue: 'Срок этапа',
    overdueYes: 'Просрочен',
    overdueNo: 'Не просрочен',
    any: 'Любой',
    more: 'Ещё фильтры',
    less: 'Скрыть фильтры',
  },
  columns: {
    select: 'Выбор',
    name: 'Кандидат',
    vacancy: 'Вакансия',
    stage: 'Этап и статус',
    deadline: 'Срок этапа',
    city: 'Город',
    institution: 'Вуз и курс',
    english: 'Английский',
    applied: 'Отклик',
    preview: 'Просмотр',
  },
  sortBy: (column: string) => `Сортировать по столбцу «${column}»`,
  selectAll: 'Выбрать всех на странице',
  selectOne: (name: string) => `Выбрать: ${name}`,
  previewOf: (name: string) => `Быстрый просмотр: ${name}`,
  course: (n: number) => `${n} курс`,
  noStage: 'Этапы не назначены',
  overdue: 'Просрочен',
  noCv: 'Без резюме',
  empty: '—',
  perPage: 'Строк на странице',
  nextPage: 'Следующая страница',
  previousPage: 'Предыдущая страница',
  bulk: {
    region: 'Действия с выбранными',
    selected: (n: number) => `Выбрано: ${n}`,
    clear: 'Снять выбор',
    stage: 'Изменяемый этап',
    status: 'Новый статус',
    apply: 'Изменить статус',
    confirmTitle: 'Изменить статус этапа',
    will: (stage: string, status: string, n: number) =>
      `Статус этапа «${stage}» станет «${status}» у ${forCandidates(n)}.`,
    notify: (text: string) => `Каждый получит уведомление в личном кабинете и письмо: «${text}»`,
    noNotify: 'Кандидаты не получат уведомлений.',
    skippedNote:
      'У кого этот статус уже стоит, ничего не изменится. Если этапа нет в воронке кандидата, изменение не выполнится ни для кого.',
    confirm: 'Изменить',
    cancel: 'Отмена',
    done: (n: number) => `Статус изменён у ${forCandidates(n)}`,
    nothing: 'У выбранных кандидатов уже стоял этот статус',
  },
  preview: {
    title: 'Кандидат',
    close: 'Закрыть просмотр',
    open: 'Открыть карточку',
    loadError: 'Не удалось загрузить кандидата',
    vacancy: 'Вакансия',
    status: 'Статус заявки',
    stage: 'Текущий этап',
    deadline: 'Срок этапа',
    city: 'Город',
    institution: 'Учебное заведение',
    english: 'Английский',
    applied: 'Дата отклика',
  },
  edit: {
    open: 'Изменить данные',
    title: 'Данные кандидата',
    hint: 'E-mail, телефон и пароль меняет только сам участник: они подтверждают, кто он. Каждое изменение попадёт в историю.',
    erasedHint:
      'Участник отозвал согласие: его личные данные удалены и не редактируются. Можно поправить только источник.',
    lastName: 'Фамилия',
    firstName: 'Имя',
    middleName: 'Отчество',
    city: 'Город',
    institution: 'Учебное заведение',
    faculty: 'Факультет',
    specialty: 'Специальность',
    course: 'Курс',
    graduationYear: 'Год выпуска',
    english: 'Уровень английского',
    source: 'Источник',
    save: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Данные кандидата сохранены',
    unchanged: 'Вы ничего не изменили',
  },
};
