/**
 * The staff–participant chat: the server's validation and notices, the staff panel on the candidate
 * card and the participant's block on /notifications. Imported by ru.ts as `ru.chat`: nothing here
 * imports ru.ts back.
 */

export const ruChat = {
  text: 'Введите сообщение',
  textLong: (max: number) => `Сообщение не длиннее ${max} символов`,
  cursor: 'Неверная позиция в переписке',
  limit: 'Неверное число сообщений',
  tooOften: (seconds: number) => `Вы пишете слишком часто. Попробуйте ещё раз через ${seconds} с.`,
  staffFallbackName: 'Сотрудник',
  notice: {
    toParticipantTitle: 'Новое сообщение от рекрутера',
    toStaffTitle: (name: string) => `${name} написал(а) в чат`,
  },
  /** The notifications page's marking (the calls live in modules/messages). */
  notifications: {
    read: 'Уведомление прочитано',
    allRead: 'Все уведомления прочитаны',
    markRead: 'Отметить прочитанным',
    markReadOf: (title: string) => `Отметить прочитанным: ${title}`,
    markAllRead: 'Прочитать все',
    markError: 'Не удалось отметить. Попробуйте ещё раз.',
    chatMessage: 'Сообщение в чате',
  },
  web: {
    title: 'Переписка',
    staffTitle: 'Чат с кандидатом',
    participantTitle: 'Переписка с рекрутером',
    participantHint: 'Задайте вопрос об отборе — рекрутер ответит здесь, а вы получите уведомление.',
    emptyStaff: 'Сообщений пока нет. Напишите кандидату — он увидит сообщение в уведомлениях.',
    emptyParticipant: 'Сообщений пока нет. Когда рекрутер напишет вам, переписка появится здесь.',
    loading: 'Загружаем переписку',
    loadError: 'Не удалось загрузить переписку',
    retry: 'Повторить',
    older: 'Показать более ранние',
    composerLabel: 'Сообщение',
    composerPlaceholder: 'Напишите сообщение',
    send: 'Отправить',
    sendError: 'Сообщение не отправлено. Текст сохранён, попробуйте ещё раз.',
    you: 'Вы',
    read: 'Прочитано',
    sentAt: (when: string) => `Отправлено ${when}`,
    reply: 'Ответить',
    openChat: 'Перейти к переписке',
    log: 'История переписки',
    counter: (n: number, max: number) => `${n} из ${max}`,
  },
};
