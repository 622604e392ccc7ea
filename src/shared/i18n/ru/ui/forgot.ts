export const ruWebForgot = {
  title: 'Восстановление пароля',
  text: 'Укажите e-mail, с которым вы регистрировались, — пришлём ссылку для нового пароля.',
  email: 'E-mail',
  submit: 'Отправить ссылку',
  back: 'Вернуться ко входу',
} as const;
