export const ruWebNav = {
  label: 'Основное меню',
  screening: 'Отбор',
  newswire: 'Лента',
  notifications: 'Уведомления',
  profile: 'Профиль',
  support: 'Поддержка',
  logout: 'Выйти',
  unread: '(есть непрочитанные)',
} as const;
