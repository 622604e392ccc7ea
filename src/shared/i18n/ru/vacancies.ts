import { plural } from './plural.ts';

/** The public vacancies: filters, subscriptions and their e-mail. */
export const ruVacancies = {
  validation: {
    page: 'Номер страницы — целое число от 1',
    perPage: 'На странице — от 1 до 50 вакансий',
    title: 'Название — не длиннее 100 символов',
    department: 'Выберите направление из списка',
    city: 'Выберите город из списка',
    workFormat: 'Выберите формат работы из списка',
    hours: 'Выберите занятость из списка: 20, 30 или 40 часов',
    tag: 'Тег — от 1 до 50 символов, не больше 20 тегов',
    query: 'Запрос — не длиннее 100 символов',
    token: 'Ссылка для отписки повреждена',
  },
  subscribed: 'Готово! Мы напишем на этот адрес, когда откроется подходящая вакансия.',
  unsubscribed: 'Вы отписались от рассылки о новых вакансиях. Писем больше не будет.',
  subscribeTooMany: (seconds: number) =>
    `Слишком много подписок с этого адреса. Повторите через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`,
  mailSubject: (title: string) => `Новая вакансия: ${title} — Стажировка в JTI`,
  mailBody: (p: { title: string; link: string; unsubscribe: string }) =>
    `Здравствуйте!\n\nОткрылась вакансия, которая подходит под вашу подписку: «${p.title}».\nПодробнее и отклик: ${p.link}\n\nЧтобы больше не получать такие письма, перейдите по ссылке:\n${p.unsubscribe}\n\nКоманда программы «Стажировка в JTI»`,
} as const;
