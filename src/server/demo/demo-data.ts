/** The content of the demo programme: vacancies, their pipelines, people. Used only by demo-seed.ts. */
import { STAGE_TYPES, type StageType } from '#shared/domain/stages.ts';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';

export type DemoVacancy = {
  title: string;
  department: number;
  city: string;
  workFormat: number;
  hours: number;
  englishLevel: number;
  tags: string[];
  status: VacancyStatus;
  headcount: number;
  stages: StageType[];
  description: string;
};

const ALL: StageType[] = [...STAGE_TYPES];
const SHORT: StageType[] = [
  'SCREENING',
  'TESTING',
  'RECRUITER_INTERVIEW',
  'MANAGER_INTERVIEW',
  'OFFER',
  'INTERNSHIP_START',
];

const describe = (what: string, tasks: string[], want: string[]) =>
  `${what}\n\n## Чем предстоит заниматься\n${tasks.map((t) => `- ${t}`).join('\n')}\n\n## Что мы ждём\n${want
    .map((w) => `- ${w}`)
    .join(
      '\n',
    )}\n\n## Что мы предлагаем\n- Оплачиваемая стажировка на 6 месяцев с гибким графиком\n- Наставник и реальные задачи команды\n- Возможность остаться в компании после стажировки`;

export const DEMO_VACANCIES: DemoVacancy[] = [
  {
    title: 'Стажёр в отдел корпоративных отношений',
    department: 1,
    city: 'Москва',
    workFormat: 2,
    hours: 30,
    englishLevel: 4,
    tags: ['коммуникации', 'GR'],
    status: 'open',
    headcount: 2,
    stages: ALL,
    description: describe(
      'Команда Corporate affairs выстраивает отношения компании с обществом, СМИ и органами власти.',
      [
        'Мониторинг СМИ и подготовка дайджестов',
        'Помощь в организации мероприятий',
        'Подготовка презентаций',
      ],
      [
        'Студенты 3–5 курсов гуманитарных специальностей',
        'Грамотная письменная речь',
        'Английский от Upper-Intermediate',
      ],
    ),
  },
  {
    title: 'Стажёр-аналитик в финансовый отдел',
    department: 2,
    city: 'Москва',
    workFormat: 1,
    hours: 40,
    englishLevel: 4,
    tags: ['финансы', 'Excel', 'аналитика'],
    status: 'open',
    headcount: 3,
    stages: ALL,
    description: describe(
      'Финансовая функция отвечает за планирование, отчётность и контроль затрат.',
      [
        'Подготовка управленческой отчётности',
        'Анализ отклонений бюджета',
        'Автоматизация отчётов в Excel и Power BI',
      ],
      ['Экономическое или математическое образование', 'Уверенный Excel', 'Внимание к деталям'],
    ),
  },
  {
    title: 'Стажёр юридического департамента',
    department: 3,
    city: 'Санкт-Петербург',
    workFormat: 2,
    hours: 30,
    englishLevel: 3,
    tags: ['право', 'договоры'],
    status: 'open',
    headcount: 1,
    stages: SHORT,
    description: describe(
      'Юристы сопровождают договоры, корпоративные процедуры и проекты бизнеса.',
      ['Подготовка и проверка договоров', 'Анализ законодательства', 'Работа с корпоративными документами'],
      ['Студенты юридических факультетов 4–5 курса', 'Аккуратность и ответственность'],
    ),
  },
  {
    title: 'Стажёр по маркетингу бренда',
    department: 4,
    city: 'Москва',
    workFormat: 2,
    hours: 40,
    englishLevel: 4,
    tags: ['маркетинг', 'бренд', 'исследования'],
    status: 'open',
    headcount: 2,
    stages: ALL,
    description: describe(
      'Маркетинг развивает портфель брендов и изучает потребителей.',
      ['Анализ рынка и конкурентов', 'Помощь в запуске продуктов', 'Подготовка брифов для агентств'],
      ['Интерес к FMCG', 'Аналитическое мышление', 'Английский от Upper-Intermediate'],
    ),
  },
  {
    title: 'Стажёр People & Culture (HR)',
    department: 5,
    city: 'Москва',
    workFormat: 3,
    hours: 20,
    englishLevel: 3,
    tags: ['HR', 'подбор'],
    status: 'stop',
    headcount: 1,
    stages: SHORT,
    description: describe(
      'People & Culture отвечает за подбор, развитие и вовлечённость сотрудников.',
      ['Помощь в подборе и адаптации', 'Организация обучения', 'Поддержка HR-аналитики'],
      ['Студенты психологических и управленческих специальностей', 'Коммуникабельность'],
    ),
  },
  {
    title: 'Стажёр отдела продаж',
    department: 6,
    city: 'Екатеринбург',
    workFormat: 1,
    hours: 40,
    englishLevel: 2,
    tags: ['продажи', 'поле'],
    status: 'open',
    headcount: 4,
    stages: SHORT,
    description: describe(
      'Команда продаж работает с торговыми сетями и дистрибьюторами региона.',
      ['Посещение торговых точек', 'Анализ продаж по территории', 'Подготовка отчётов для руководителя'],
      ['Водительские права — плюс', 'Энергичность и нацеленность на результат'],
    ),
  },
  {
    title: 'Стажёр-разработчик (IT)',
    department: 7,
    city: 'Москва',
    workFormat: 3,
    hours: 30,
    englishLevel: 3,
    tags: ['IT', 'TypeScript', 'данные'],
    status: 'open',
    headcount: 2,
    stages: ALL,
    description: describe(
      'IT создаёт внутренние сервисы и платформы данных.',
      ['Разработка внутренних веб-сервисов', 'Автоматизация процессов', 'Работа с данными и отчётами'],
      ['Знание одного языка программирования', 'Понимание SQL', 'Желание учиться'],
    ),
  },
  {
    title: 'Стажёр-инженер на производство',
    department: 8,
    city: 'Санкт-Петербург',
    workFormat: 1,
    hours: 40,
    englishLevel: 2,
    tags: ['производство', 'инженерия', 'lean'],
    status: 'open',
    headcount: 3,
    stages: ALL,
    description: describe(
      'Производство — одна из крупнейших фабрик компании в России.',
      [
        'Участие в проектах повышения эффективности',
        'Анализ простоев оборудования',
        'Работа по принципам бережливого производства',
      ],
      ['Технические специальности', 'Готовность работать на площадке'],
    ),
  },
  {
    title: 'Стажёр по закупкам',
    department: 2,
    city: 'Москва',
    workFormat: 2,
    hours: 30,
    englishLevel: 3,
    tags: ['закупки', 'финансы'],
    status: 'draft',
    headcount: 1,
    stages: SHORT,
    description: describe(
      'Закупки обеспечивают компанию всем необходимым на лучших условиях.',
      ['Анализ поставщиков', 'Подготовка тендеров'],
      ['Экономическое образование', 'Переговорные навыки'],
    ),
  },
  {
    title: 'Стажёр по цифровому маркетингу (набор весны)',
    department: 4,
    city: 'Новосибирск',
    workFormat: 3,
    hours: 20,
    englishLevel: 3,
    tags: ['digital', 'маркетинг'],
    status: 'close',
    headcount: 1,
    stages: SHORT,
    description: describe(
      'Весенний набор в цифровой маркетинг завершён.',
      ['Аналитика цифровых кампаний', 'Работа с контентом'],
      ['Интерес к digital', 'Аналитический склад ума'],
    ),
  },
];

export const FIRST_NAMES = [
  'Анна',
  'Мария',
  'Дарья',
  'Алексей',
  'Иван',
  'Екатерина',
  'Никита',
  'София',
  'Артём',
  'Полина',
  'Максим',
  'Елизавета',
  'Кирилл',
  'Виктория',
  'Егор',
  'Алиса',
];
export const LAST_NAMES = [
  ['Иванов', 'Иванова'],
  ['Смирнов', 'Смирнова'],
  ['Кузнецов', 'Кузнецова'],
  ['Попов', 'Попова'],
  ['Соколов', 'Соколова'],
  ['Лебедев', 'Лебедева'],
  ['Козлов', 'Козлова'],
  ['Новиков', 'Новикова'],
  ['Морозов', 'Морозова'],
  ['Волков', 'Волкова'],
  ['Зайцев', 'Зайцева'],
  ['Павлов', 'Павлова'],
] as const;
export const FEMALE = new Set([
  'Анна',
  'Мария',
  'Дарья',
  'Екатерина',
  'София',
  'Полина',
  'Елизавета',
  'Виктория',
  'Алиса',
]);

/**
 * Meeting times the IT position publishes (decision 031), days from the seed's day at an hour of
 * Moscow time; `soonHours` instead puts one that many hours from the seed, inside the 24-hour
 * cut-off (the journey whose move is refused holds a seat in it). `holder`: a demo participant of
 * DEMO_SLOT_PARTICIPANTS seated in it. The manager interview's times are the demo manager's.
 */
export type DemoSlot = {
  stage: 'ASSESSMENT' | 'RECRUITER_INTERVIEW' | 'MANAGER_INTERVIEW';
  days?: number;
  hourMsk?: number;
  soonHours?: number;
  place: string;
  link: string;
  capacity: number;
  holder?: string;
};

const OFFICE = 'Москва, Павелецкая площадь, 2, переговорная «Волга»';
export const DEMO_SLOTS: DemoSlot[] = [
  { stage: 'ASSESSMENT', days: 3, hourMsk: 11, place: OFFICE, link: '', capacity: 4 },
  {
    stage: 'ASSESSMENT',
    days: 4,
    hourMsk: 15,
    place: '',
    link: 'https://meet.example.com/jti-assessment-online',
    capacity: 2,
  },
  {
    stage: 'ASSESSMENT',
    days: 5,
    hourMsk: 10,
    place: OFFICE,
    link: '',
    capacity: 1,
    holder: 'slots.cancel@example.com',
  },
  { stage: 'ASSESSMENT', days: 6, hourMsk: 11, place: OFFICE, link: '', capacity: 3 },
  {
    stage: 'ASSESSMENT',
    soonHours: 20,
    place: OFFICE,
    link: '',
    capacity: 1,
    holder: 'slots.late@example.com',
  },
  {
    stage: 'RECRUITER_INTERVIEW',
    days: 9,
    hourMsk: 14,
    place: '',
    link: 'https://meet.example.com/jti-interview',
    capacity: 2,
  },
  {
    stage: 'RECRUITER_INTERVIEW',
    days: 10,
    hourMsk: 14,
    place: '',
    link: 'https://meet.example.com/jti-interview',
    capacity: 2,
  },
  {
    stage: 'MANAGER_INTERVIEW',
    days: 8,
    hourMsk: 16,
    place: OFFICE,
    link: '',
    capacity: 1,
    holder: 'slots.manager@example.com',
  },
  {
    stage: 'MANAGER_INTERVIEW',
    days: 11,
    hourMsk: 12,
    place: '',
    link: 'https://meet.example.com/jti-manager',
    capacity: 2,
  },
];

/**
 * Participants of the booking journeys (e2e/slots.spec.ts): at the IT position's assessment, and one
 * at its manager interview holding a seat in the demo manager's time.
 */
export const DEMO_SLOT_PARTICIPANTS = [
  {
    email: 'slots@example.com',
    phone: '+79990000051',
    firstName: 'Святослав',
    lastName: 'Слотов',
    stage: 'ASSESSMENT',
  },
  {
    email: 'slots.mobile@example.com',
    phone: '+79990000052',
    firstName: 'Софья',
    lastName: 'Слотова',
    stage: 'ASSESSMENT',
  },
  {
    email: 'slots.late@example.com',
    phone: '+79990000053',
    firstName: 'Лев',
    lastName: 'Поздняков',
    stage: 'ASSESSMENT',
  },
  {
    email: 'slots.cancel@example.com',
    phone: '+79990000054',
    firstName: 'Карина',
    lastName: 'Отменова',
    stage: 'ASSESSMENT',
  },
  {
    email: 'slots.manager@example.com',
    phone: '+79990000055',
    firstName: 'Марк',
    lastName: 'Интервьюев',
    stage: 'MANAGER_INTERVIEW',
  },
] as const;
