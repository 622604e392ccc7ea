export const ruWebLogin = {
  title: 'Вход',
  subtitle: 'Введите номер телефона — пришлём код для входа по SMS.',
  codeSubtitle: 'Введите код из SMS.',
  phone: 'Телефон',
  getCode: 'Получить код',
  submitCode: 'Войти',
  changePhone: 'Изменить номер',
  or: 'или',
  byEmail: 'Войти по e-mail и паролю',
  noAccount: 'Ещё нет аккаунта?',
  signup: 'Зарегистрироваться',
} as const;
