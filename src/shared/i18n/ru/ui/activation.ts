export const ruWebActivation = {
  title: 'Подтверждение телефона',
  subtitle: 'Последний шаг: подтвердите номер кодом из SMS.',
  submit: 'Подтвердить',
} as const;
