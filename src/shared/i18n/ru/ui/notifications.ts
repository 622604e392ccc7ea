import { plural } from '../plural.ts';

const unreadWord = (n: number) => plural(n, ['непрочитанное', 'непрочитанных', 'непрочитанных']);

export const ruWebNotifications = {
  title: 'Уведомления',
  unread: (n: number) => `${n} ${unreadWord(n)}`,
  unreadWord,
  new: 'Новое',
  open: 'Открыть',
  emptyTitle: 'Уведомлений пока нет',
  emptyText: 'Здесь появятся сообщения о ходе отбора: новые этапы, сроки, решения и ответы рекрутера.',
  errorTitle: 'Не удалось загрузить уведомления',
  errorText: 'Обновите страницу чуть позже.',
} as const;
