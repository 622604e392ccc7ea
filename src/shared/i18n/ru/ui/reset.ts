export const ruWebReset = {
  title: 'Новый пароль',
  subtitle: 'Придумайте новый пароль для входа.',
  password: 'Новый пароль',
  passwordHint: 'Не короче 8 символов',
  confirmation: 'Повторите пароль',
  submit: 'Сохранить пароль',
  invalidTitle: 'Ссылка не работает',
  requestNew: 'Запросить новую ссылку',
  toPhoneLogin: 'Войти по номеру телефона',
} as const;
