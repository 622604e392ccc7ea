/**
 * The names of a participant's profile fields (personal, education, preferences) with their hints:
 * one place for the sign-up steps, the profile page and the staff's export of a card.
 */
export const ruProfileFields = {
  personal: {
    lastName: 'Фамилия',
    firstName: 'Имя',
    middleName: 'Отчество',
    birthDate: 'Дата рождения',
    phone: 'Телефон',
    email: 'E-mail',
    city: 'Город',
    cityPlaceholder: 'Начните вводить название',
    citizenship: 'Гражданство',
    nothingFound: 'Ничего не нашлось',
  },
  education: {
    institution: 'Учебное заведение',
    institutionHint: 'Можно искать по сокращению: МГУ, ВШЭ',
    institutionPlaceholder: 'Начните вводить название',
    nothingFound: 'Ничего не нашлось — попробуйте другое написание',
    pickSuggested: 'Выберите учебное заведение из подсказок под полем',
    faculty: 'Факультет или институт',
    specialty: 'Специальность или направление',
    level: 'Уровень образования',
    course: 'Курс',
    graduationYear: 'Год выпуска',
  },
  preferences: {
    departments: 'Интересные направления',
    departmentsHint: 'Выберите одно или несколько',
    workFormat: 'Формат работы',
    hours: 'Часов в неделю',
    englishLevel: 'Уровень английского',
    relocate: 'Готовы к переезду?',
  },
} as const;
