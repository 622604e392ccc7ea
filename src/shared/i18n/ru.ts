/** Every user-facing string of the product, in Russian, in one place. */

const pluralRules = new Intl.PluralRules('ru');

/** Russian plural: plural(5, ['минута', 'минуты', 'минут']) -> 'минут'. */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const form = pluralRules.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
}

export const ru = {
  appTitle: 'Стажировка в JTI',
  errors: {
    validation: 'Проверьте введённые данные',
    malformedJson: 'Запрос не удалось прочитать: он повреждён',
    unauthenticated: 'Войдите, чтобы продолжить',
    forbidden: 'Недостаточно прав для этого действия',
    notFound: 'Не найдено',
    csrf: 'Страница устарела. Обновите её и повторите действие',
    tooMany: (seconds: number) =>
      `Слишком много попыток. Повторите через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`,
    server: 'Что-то пошло не так на нашей стороне. Мы уже разбираемся',
    payloadTooLarge: 'Слишком большой запрос',
    unsupportedMediaType: 'Этот формат запроса не поддерживается',
  },
  validation: {
    required: 'Заполните это поле',
    lastName: 'Укажите фамилию',
    firstName: 'Укажите имя',
    nameChars: 'Только буквы, дефис, апостроф и пробел',
    nameLong: 'Не длиннее 60 символов',
    birthDate: 'Укажите дату рождения',
    birthDateFormat: 'Дата в формате ДД.ММ.ГГГГ',
    tooYoung: 'Участвовать можно с 16 лет',
    tooOld: 'Проверьте год рождения',
    email: 'Укажите e-mail в формате name@example.ru',
    emailTaken: 'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль',
    phone: 'Укажите мобильный номер в формате +7 (XXX) XXX-XX-XX',
    phoneTaken: 'Этот номер уже зарегистрирован. Войдите по SMS-коду',
    city: 'Выберите город из списка',
    citizenship: 'Выберите гражданство из списка',
    passwordShort: 'Пароль не короче 8 символов',
    passwordLong: 'Пароль не длиннее 128 символов',
    passwordCommon: 'Этот пароль слишком распространён — придумайте другой',
    passwordMismatch: 'Пароли не совпадают',
    password: 'Введите пароль',
    institution: 'Выберите учебное заведение из списка',
    faculty: 'Укажите факультет или институт',
    specialty: 'Укажите специальность или направление',
    textLong: 'Не длиннее 200 символов',
    level: 'Выберите уровень образования',
    course: 'Выберите курс',
    graduationYear: 'Укажите год выпуска',
    graduationYearRange: 'Год выпуска — от 2000 до 2035',
    departments: 'Выберите хотя бы одно направление',
    workFormat: 'Выберите формат работы',
    hours: 'Выберите количество часов в неделю',
    englishLevel: 'Выберите уровень английского',
    relocate: 'Ответьте, готовы ли вы к переезду',
    consent: 'Без согласия на обработку персональных данных регистрация невозможна',
    smsCode: 'Код — 6 цифр из SMS',
    howKnow: 'Выберите вариант',
    howKnowOther: 'Расскажите, откуда вы узнали о программе',
    token: 'Ссылка для сброса пароля недействительна',
  },
  auth: {
    badCredentials: 'Неверный e-mail или пароль',
    deactivated: 'Учётная запись отключена. Напишите в поддержку',
    codeInvalid: 'Неверный или устаревший код. Запросите новый',
    codeTriesExceeded: 'Код введён неверно слишком много раз. Запросите новый',
    codeSent: 'Код отправлен',
    codeTooSoon: (seconds: number) =>
      `Новый код можно запросить через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`,
    resetSent: 'Если этот e-mail зарегистрирован, мы отправили на него ссылку для сброса пароля',
    resetInvalid: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую',
    resetDone: 'Пароль изменён. Войдите с новым паролем',
    registered: 'Мы отправили код подтверждения на ваш телефон',
  },
  sms: {
    code: (code: string) => `Код для входа в «Стажировку в JTI»: ${code}. Никому его не сообщайте.`,
  },
  mail: {
    resetSubject: 'Сброс пароля — Стажировка в JTI',
    resetBody: (link: string) =>
      `Здравствуйте!\n\nЧтобы задать новый пароль, перейдите по ссылке (она действует 60 минут и только один раз):\n${link}\n\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо.\n\nКоманда программы «Стажировка в JTI»`,
  },
} as const;
