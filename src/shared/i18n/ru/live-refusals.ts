/**
 * Why the live stream did not open (server/modules/live): the server's only, kept out of `ru.ts`,
 * which every page's bundle carries. The tab never shows them (EventSource reads no error body): it
 * tries again later, and its lists fall back to polling meanwhile.
 */
export const ruLiveRefusals = {
  address: 'С вашего адреса открыто слишком много вкладок с обновлениями. Закройте лишние или зайдите позже.',
  server: 'Сервер сейчас держит слишком много вкладок с обновлениями. Новые уведомления придут чуть позже.',
} as const;
