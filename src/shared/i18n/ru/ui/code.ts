export const ruWebCode = {
  label: 'Код из SMS',
  hint: '6 цифр',
  sentTo: 'Мы отправили код на номер',
  resend: 'Отправить код ещё раз',
  resendIn: (time: string) => `Отправить код ещё раз можно через ${time}`,
} as const;
