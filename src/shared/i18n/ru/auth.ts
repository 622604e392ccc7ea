import { inMinutes, plural } from './plural.ts';

export const ruAuth = {
  badCredentials: 'Неверный e-mail или пароль',
  deactivated: 'Учётная запись отключена. Напишите в поддержку',
  codeInvalid: 'Неверный или устаревший код. Запросите новый',
  codeTriesExceeded: (seconds: number) =>
    `Код введён неверно слишком много раз. Войти по SMS можно будет через ${inMinutes(seconds)}`,
  codeSent: 'Код отправлен',
  codeTooSoon: (seconds: number) =>
    `Новый код можно запросить через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`,
  resetSent: 'Если этот e-mail зарегистрирован, мы отправили на него ссылку для сброса пароля',
  resetInvalid: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую',
  resetDone: 'Пароль изменён. Войдите с новым паролем',
  registered: 'Мы отправили код подтверждения на ваш телефон',
  registerFromNetwork: (seconds: number) =>
    `С вашей сети сейчас слишком много регистраций. Повторите через ${inMinutes(seconds)}`,
  registerAttempts: (seconds: number) =>
    `Слишком много попыток регистрации с этим e-mail или телефоном. Повторите через ${inMinutes(seconds)}`,
} as const;
