import { ruProfileFields } from '../profile-fields.ts';

export const ruWebSignup = {
  title: 'Регистрация',
  subtitle: 'Три коротких шага — и вы в отборе на стажировку.',
  steps: {
    personal: 'Личные данные',
    personalHint: 'Кто вы',
    education: 'Образование',
    educationHint: 'Где учитесь',
    preferences: 'Пожелания',
    preferencesHint: 'Что ищете',
  },
  next: 'Далее',
  back: 'Назад',
  submit: 'Зарегистрироваться',
  haveAccount: 'Уже есть аккаунт?',
  signIn: 'Войти',
  personal: {
    ...ruProfileFields.personal,
    password: 'Пароль',
    passwordHint: 'Не короче 8 символов',
    passwordKept: 'Пароль запомнен: оставьте поля пустыми или введите новый',
    passwordConfirmation: 'Повторите пароль',
  },
  education: ruProfileFields.education,
  preferences: {
    ...ruProfileFields.preferences,
    consent: 'Я даю согласие на обработку персональных данных',
    consentLink: 'Прочитать текст согласия',
  },
} as const;
