import { inMinutes, plural } from './plural.ts';

/** Why a code was not sent (modules/auth/sms-limits.ts). */
export type CodeRefusal = 'phone' | 'address' | 'budget';

/** A wait in the largest whole unit that reads naturally: «45 секунд», «12 минут», «3 часа». */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${plural(hours, ['час', 'часа', 'часов'])}`;
}

const notSent = (reason: string, seconds: number) =>
  `Код не отправлен: ${reason}. Запросите его через ${waitText(seconds)}`;

export const ruAuth = {
  badCredentials: 'Неверный e-mail или пароль',
  deactivated: 'Учётная запись отключена. Напишите в поддержку',
  codeInvalid: 'Неверный или устаревший код. Запросите новый',
  codeTriesExceeded: (seconds: number) =>
    `Код введён неверно слишком много раз. Войти по SMS можно будет через ${inMinutes(seconds)}`,
  // The same answer whether or not the phone has an account, and only registered phones get an SMS.
  codeSent: 'Если этот номер зарегистрирован, мы отправили на него код',
  codeTooSoon: (seconds: number) => `Новый код можно запросить через ${waitText(seconds)}`,
  codeNotSent: {
    phone: (s: number) => notSent('на этот номер код уже запрашивали недавно', s),
    address: (s: number) =>
      notSent(
        'из вашей сети сейчас запрашивают слишком много кодов (можно запросить с мобильного интернета)',
        s,
      ),
    budget: (s: number) => notSent('сейчас мы отправляем слишком много SMS', s),
  } satisfies Record<CodeRefusal, (seconds: number) => string>,
  resetSent: 'Если этот e-mail зарегистрирован, мы отправили на него ссылку для сброса пароля',
  resetInvalid: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую',
  resetDone: 'Пароль изменён. Войдите с новым паролем',
  // Registration and an e-mail sign-in before the phone is confirmed: the phone surely has an account.
  confirmCodeSent: 'Мы отправили код подтверждения на ваш телефон',
  registeredNoCode: (notSentText: string) => `Вы зарегистрированы. ${notSentText}`,
  registerFromNetwork: (seconds: number) =>
    `С вашей сети сейчас слишком много регистраций. Повторите через ${inMinutes(seconds)}`,
  registerAttempts: (seconds: number) =>
    `Слишком много попыток регистрации с этим e-mail или телефоном. Повторите через ${inMinutes(seconds)}`,
} as const;
