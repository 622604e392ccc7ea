/**
 * The page a browser gets while the database is away (server/plugins/errors.ts): the server's only,
 * kept out of `errors.ts`, which every page's bundle carries.
 */
export const ruUnavailablePage = {
  title: 'Сервис временно недоступен',
  retry: 'Мы скоро вернёмся: страница обновится сама через полминуты.',
  resend:
    'Форма не отправлена. Вернитесь назад и отправьте её ещё раз через минуту: введённое останется в полях.',
  reload: 'Обновить страницу',
} as const;
