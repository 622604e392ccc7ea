import { plural } from '../plural.ts';

export const ruWebNotifications = {
  title: 'Уведомления',
  unread: (n: number) => `${n} ${plural(n, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}`,
  new: 'Новое',
  open: 'Открыть',
  emptyTitle: 'Уведомлений пока нет',
  emptyText: 'Здесь появятся сообщения о ходе отбора: новые этапы, сроки, решения и ответы рекрутера.',
  errorTitle: 'Не удалось загрузить уведомления',
  errorText: 'Обновите страницу чуть позже.',
} as const;
