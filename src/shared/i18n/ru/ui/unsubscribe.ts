export const ruWebUnsubscribe = {
  title: 'Отписка от рассылки',
  working: 'Отписываем…',
  failed: 'Не удалось отписаться. Попробуйте открыть ссылку из письма ещё раз.',
  home: 'На главную',
} as const;
