export const ruWebCode = {
  label: 'Код из SMS',
  hint: '6 цифр',
  // What the page knows of the code, before the phone (in bold) and after it.
  sent: ['Мы отправили код на номер ', ''],
  ifRegistered: ['Код придёт в SMS на номер ', ', если он зарегистрирован.'],
  earlier: ['Код на номер ', ' уже запрашивали: введите его из последнего SMS.'],
  notSentTitle: 'Код не отправлен',
  notSentTo: ['Номер: ', ''],
  resend: 'Отправить код ещё раз',
  send: 'Отправить код',
  resendIn: (time: string) => `Отправить код ещё раз можно через ${time}`,
  sendIn: (time: string) => `Запросить код можно через ${time}`,
} as const;
