/**
 * Believable Russian participants for the bench data (issue 18): surnames, first names and
 * patronymics drawn by frequency, e-mails transliterated from the name the way people pick them,
 * mobile numbers, a city weighted by where students live, and an institution mostly in that city.
 * Search and sort are then measured as they will behave: a common surname («Иванов») matches
 * hundreds of rows, a rare one a few, an e-mail fragment a handful.
 *
 * Frequencies: the surname list is the commonest Russian surnames in rank order (the ranks of
 * the published frequency lists; weight 1/rank^0.9, a Zipf tail), plus the Ukrainian, Tatar,
 * Armenian and other surnames of Russian universities; first names are the commonest names of
 * people born in 2000-2007 (ranked, same tail); the fathers' names (patronymics) those of 1970-1980.
 * Every value is a pure function of the seed: two runs write the same people.
 */
import { transliterate } from '#shared/domain/transliterate.ts';
import { random } from './random.ts';

/** Surnames in the masculine form, commonest first. */
const SURNAMES =
  `Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков
Алексеев Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев Орлов Андреев Макаров Никитин Захаров Зайцев
Соловьёв Борисов Яковлев Григорьев Романов Воробьёв Сергеев Кузьмин Фролов Александров Дмитриев Королёв Гусев
Киселёв Ильин Максимов Поляков Сорокин Виноградов Ковалёв Белов Медведев Антонов Тарасов Жуков Баранов Филиппов
Комаров Давыдов Беляев Герасимов Богданов Осипов Сидоров Матвеев Титов Марков Миронов Крылов Куликов Карпов Власов
Мельников Денисов Гаврилов Тихонов Казаков Афанасьев Данилов Савельев Тимофеев Фомин Чернов Абрамов Мартынов
Ефимов Федотов Щербаков Назаров Калинин Исаев Чернышёв Быков Маслов Родионов Коновалов Лазарев Воронин Климов
Филатов Пономарёв Голубев Кудрявцев Прохоров Наумов Потапов Журавлёв Овчинников Трофимов Леонов Соболев Ермаков
Колесников Гончаров Емельянов Никифоров Грачёв Котов Гришин Ефремов Архипов Громов Кириллов Малышев Панов Моисеев
Румянцев Акимов Кондратьев Бирюков Горбунов Анисимов Ерёмин Тихомиров Галкин Лукьянов Михеев Скворцов Юдин
Белоусов Нестеров Симонов Прокофьев Харитонов Князев Цветков Левин Митрофанов Воронов Аксёнов Мальцев Логинов
Горшков Савин Краснов Майоров Демидов Елисеев Рыбаков Сафонов Плотников Дёмин Хохлов Фадеев Молчанов Игнатов
Литвинов Ершов Ушаков Дементьев Рябов Мухин Калашников Леонтьев Лобанов Кузин Корнилов Евдокимов Бородин Платонов
Некрасов Балашов Бобров Жданов Блинов Игнатьев Коротков Муравьёв Крюков Беляков Богомолов Дроздов Лавров Зуев
Петухов Ларин Никулин Серов Терентьев Зотов Устинов Фокин Самойлов Константинов Сахаров Шишкин Самсонов Черкасов
Чистяков Носов Спиридонов Карасёв Авдеев Воронцов Зверев Владимиров Селезнёв Нечаев Седов Фирсов Андрианов Панин
Головин Терехов Ульянов Шестаков Агеев Никонов Селиванов Баженов Гордеев Кожевников Пахомов Зимин Костин Широков
Филимонов Ларионов Овсянников Сазонов Суворов Нефёдов Любимов Львов Горбачёв Копылов Лукин Токарев Кулешов Шилов
Большаков Панкратов Родин Шаповалов Покровский Бочаров Никольский Маркин Горелов Агафонов Березин Ермолаев Зубков
Куприянов Трифонов Масленников Круглов Третьяков Колосов Рожков Артамонов Шмелёв Лаптев Лапшин Федосеев Зиновьев
Зорин Уткин Столяров Зубов Ткачёв Дорофеев Антипов Завьялов Свиридов Золотарёв Кулаков Мещеряков Макеев Дьяконов
Гуляев Петровский Бондарев Поздняков Панфилов Кочетков Суханов Рыжов Старостин Калмыков Колесов Золотов Кравцов
Субботин Шубин Щукин Лосев Винокуров Лапин Парфёнов Исаков Голованов Коровин Розанов Артёмов Козырев Русаков
Алёшин Булгаков Кошелев Сычёв Синицын Толстой Высоцкий Вишневский Соколовский Садовский Шевченко Бондаренко
Коваленко Кравченко Ткаченко Марченко Савченко Руденко Клименко Павленко Мельничук Ковальчук Полищук Кравчук
Гарипов Сафин Хабибуллин Галиев Зарипов Шарипов Валиев Ахметов Гайнуллин Хасанов Каримов Юсупов Мухаметов
Абдуллаев Алиев Мамедов Гасанов Петросян Саркисян Арутюнян Оганесян Григорян Беридзе Цой Ким Пак Шмидт Миллер`
    .split(/\s+/)
    .filter(Boolean);

/** First names of men, commonest first, each with the patronymic its sons and daughters get. */
const MALE_NAMES =
  `Александр Дмитрий Максим Сергей Андрей Алексей Артём Илья Кирилл Михаил Никита Матвей Роман Егор
Арсений Иван Денис Евгений Даниил Тимофей Владислав Игорь Владимир Павел Руслан Марк Константин Тимур Олег Ярослав
Антон Николай Глеб Данил Савелий Вадим Степан Юрий Богдан Артур Семён Макар Лев Виктор Елисей Виталий Вячеслав
Захар Мирон Дамир Георгий Давид Платон Анатолий Григорий Демид Данила Станислав Василий Фёдор Родион Леонид Эмиль
Ринат Айдар Марат Рустам Карим`
    .split(/\s+/)
    .filter(Boolean);

const FEMALE_NAMES =
  `Анастасия Мария Дарья Анна Екатерина Полина Елизавета Виктория Ксения Александра Алина Софья Валерия
Юлия Алёна Ольга Татьяна Наталья Ирина Кристина Елена Арина Вероника Карина Диана Маргарита Варвара Ангелина Яна
Светлана Алиса Ульяна Милана Евгения Владислава София Таисия Василиса Олеся Надежда Марина Людмила Вера Любовь
Анжелика Кира Эвелина Ева Злата Мирослава Эльвира Камила Регина Лилия Алсу`
    .split(/\s+/)
    .filter(Boolean);

/** Fathers' names (born about 1970-1980), commonest first: [name, son's patronymic, daughter's]. */
const FATHERS: [string, string, string][] = (
  [
    ['Александр'],
    ['Сергей', 'Сергеевич', 'Сергеевна'],
    ['Андрей', 'Андреевич', 'Андреевна'],
    ['Алексей', 'Алексеевич', 'Алексеевна'],
    ['Дмитрий', 'Дмитриевич', 'Дмитриевна'],
    ['Владимир'],
    ['Евгений', 'Евгеньевич', 'Евгеньевна'],
    ['Игорь', 'Игоревич', 'Игоревна'],
    ['Олег'],
    ['Николай', 'Николаевич', 'Николаевна'],
    ['Юрий', 'Юрьевич', 'Юрьевна'],
    ['Михаил', 'Михайлович', 'Михайловна'],
    ['Виктор'],
    ['Иван'],
    ['Павел', 'Павлович', 'Павловна'],
    ['Вячеслав'],
    ['Анатолий', 'Анатольевич', 'Анатольевна'],
    ['Валерий', 'Валерьевич', 'Валерьевна'],
    ['Геннадий', 'Геннадьевич', 'Геннадьевна'],
    ['Константин'],
    ['Роман'],
    ['Василий', 'Васильевич', 'Васильевна'],
    ['Вадим'],
    ['Виталий', 'Витальевич', 'Витальевна'],
    ['Борис'],
    ['Пётр', 'Петрович', 'Петровна'],
    ['Григорий', 'Григорьевич', 'Григорьевна'],
    ['Леонид'],
    ['Станислав'],
    ['Эдуард'],
    ['Руслан'],
    ['Илья', 'Ильич', 'Ильинична'],
    ['Антон'],
    ['Фёдор'],
    ['Валентин'],
    ['Аркадий', 'Аркадьевич', 'Аркадьевна'],
    ['Марат'],
    ['Рашид'],
    ['Ринат'],
  ] as [string, string?, string?][]
).map(([name, son, daughter]) => [name, son ?? `${name}ович`, daughter ?? `${name}овна`]);

/** The feminine form of a surname: -ов/-ев/-ёв/-ин/-ын take -а, -ский/-цкий -ская/-цкая, -ой -ая, the rest stay. */
export function feminine(surname: string): string {
  if (/(ов|ев|ёв|ин|ын)$/.test(surname)) return `${surname}а`;
  if (/[сц]кий$/.test(surname)) return surname.replace(/кий$/, 'кая');
  if (/ой$/.test(surname)) return surname.replace(/ой$/, 'ая');
  return surname;
}

/** Transliteration as Russian passports and most e-mail addresses spell it (ё as e, й as y). */
export function latin(text: string): string {
  return transliterate(text.toLowerCase());
}

/** Picks from `items` in proportion to `weight` (a number in [0, 1) in, an item out). */
function weighted<T>(items: T[], weight: (item: T, rank: number) => number): (r: number) => T {
  const cumulative: number[] = [];
  let sum = 0;
  items.forEach((item, i) => cumulative.push((sum += weight(item, i))));
  return (r) => {
    const x = r * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

/** By rank with weight 1/rank^s: a Zipf law, as name frequencies follow. */
const zipf = <T>(items: T[], s: number) => weighted(items, (_, i) => 1 / (i + 1) ** s);

/**
 * The long tail: most people's surname is none of the commonest few hundred. Made of a first part
 * and an ending, each rare (about 1,200 of them), they take `TAIL_SHARE` of the people.
 */
const TAIL_FIRST =
  `Бело Черно Красно Добро Ново Старо Остро Тихо Сухо Толсто Мало Велико Долго Широко Светло Золото
Лихо Криво Бого Зло Благо Сладко Горе Хлебо Лесо Водо Земле Медо Сребро Ясно`.split(/\s+/);
const TAIL_END =
  `зёров головин пёров носов глазов бородов рукавов дубов сельцев полянский горский реченский борский лесов
мыслов вольский градов дворов миров славов луцкий мятов хватов рядов ломов ухов дедов кузов ручкин ножкин
бровкин зубов лобов пашин садов ключев ветров снегов громов`.split(/\s+/);
const TAIL_SHARE = 0.35;

/** Where students live: the big university cities first (share of applicants, roughly). */
const CITY_WEIGHTS: Record<string, number> = {
  Москва: 28,
  'Санкт-Петербург': 12,
  Новосибирск: 3,
  Екатеринбург: 3,
  Казань: 3,
  'Нижний Новгород': 2.5,
  Челябинск: 2,
  Самара: 2,
  'Ростов-на-Дону': 2,
  Уфа: 2,
  Краснодар: 2,
  Воронеж: 1.5,
  Пермь: 1.5,
  Волгоград: 1.5,
  Омск: 1.5,
  Красноярск: 1.5,
  Томск: 1.5,
  Тюмень: 1,
  Саратов: 1,
  Ижевск: 1,
  Ярославль: 1,
  Иркутск: 1,
  Владивосток: 1,
  Хабаровск: 0.8,
  Калининград: 0.8,
  Тула: 0.8,
  Рязань: 0.8,
};
const OTHER_CITY_WEIGHT = 0.15;

export type Person = {
  lastName: string;
  firstName: string;
  middleName: string;
  email: string;
  phone: string;
  cityId: number | null;
  institutionId: number | null;
};

/**
 * `count` participants. `cities` and `institutions` are the reference rows (institutions with the
 * name of their city); the e-mails end in `domain` so the bench can tell its participants apart.
 */
export function russianPeople(
  count: number,
  reference: {
    cities: { id: number; name: string }[];
    institutions: { id: number; city: string }[];
  },
  opts: { seed?: number; domain?: string } = {},
): Person[] {
  const r = random(opts.seed ?? 18);
  const domain = opts.domain ?? 'bench.test';
  // Weights fitted to the published shares: the commonest surname about 1.5 % of people (both
  // forms), the commonest first name about 7 % of its sex, the commonest father's name about 8 %.
  const common = zipf(SURNAMES, 0.5);
  const tail = TAIL_FIRST.flatMap((a) => TAIL_END.map((b) => a + b));
  const surname = (x: number, y: number) => (x < TAIL_SHARE ? tail[Math.floor(y * tail.length)]! : common(y));
  const male = zipf(MALE_NAMES, 0.6);
  const female = zipf(FEMALE_NAMES, 0.6);
  const father = zipf(FATHERS, 0.6);
  const cityPick = weighted(reference.cities, (c) => CITY_WEIGHTS[c.name] ?? OTHER_CITY_WEIGHT);
  const byCity = new Map<string, number[]>();
  for (const i of reference.institutions) byCity.set(i.city, [...(byCity.get(i.city) ?? []), i.id]);
  const anyInstitution = reference.institutions.map((i) => i.id);

  const emails = new Set<string>();
  const phones = new Set<string>();
  const people: Person[] = [];
  for (let n = 0; n < count; n++) {
    const woman = r() < 0.56; // a little over half of the applicants to internships are women
    const sur = surname(r(), r());
    const lastName = woman ? feminine(sur) : sur;
    const firstName = woman ? female(r()) : male(r());
    const [, son, daughter] = father(r());
    // One in twenty-five typed no patronymic (foreign citizens, or they left it out).
    const middleName = r() < 0.04 ? '' : woman ? daughter : son;

    // The address people pick: the name in one of the common shapes, a birth year or a number
    // when the plain one was taken.
    const l = latin(lastName);
    const f = latin(firstName);
    const year = String(2000 + Math.floor(r() * 8));
    const shapes = [
      `${l}.${f}`,
      `${f}.${l}`,
      `${f[0]}.${l}`,
      `${l}${f[0]}`,
      `${f}${l}${year.slice(2)}`,
      `${l}.${f[0]}${year}`,
      `${f}_${l}`,
      `${f}${year}`,
    ];
    let local = shapes[Math.floor(r() * shapes.length)]!;
    for (let k = 1; emails.has(`${local}@${domain}`); k++)
      local = `${shapes[Math.floor(r() * 4)]!}${k < 3 ? year.slice(2) : ''}${Math.floor(r() * 1000)}`;
    const email = `${local}@${domain}`;
    emails.add(email);

    // Russian mobile numbers: +79XX and seven digits, the operators' common codes.
    let phone: string;
    do phone = `+79${String(Math.floor(r() * 1e9)).padStart(9, '0')}`;
    while (phones.has(phone));
    phones.add(phone);

    // One in ten did not give a city; students mostly study where they live.
    const city = r() < 0.1 ? null : cityPick(r());
    const local_ = city ? byCity.get(city.name) : undefined;
    const institutionId =
      r() < 0.08
        ? null
        : local_?.length && r() < 0.8
          ? local_[Math.floor(r() * local_.length)]!
          : (anyInstitution[Math.floor(r() * anyInstitution.length)] ?? null);
    people.push({ lastName, firstName, middleName, email, phone, cityId: city?.id ?? null, institutionId });
  }
  return people;
}
