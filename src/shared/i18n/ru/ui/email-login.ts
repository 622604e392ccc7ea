export const ruWebEmailLogin = {
  title: 'Вход по e-mail',
  subtitle: 'Введите e-mail и пароль, указанные при регистрации.',
  email: 'E-mail',
  password: 'Пароль',
  forgot: 'Забыли пароль?',
  submit: 'Войти',
  byPhone: 'Войти по номеру телефона',
} as const;
