/** `PUT /api/users/feedback/{type}`: usability and the stage surveys. */
export const ruFeedback = {
  score: 'Оценка — целое число от 1 до 5',
  commentLong: 'Комментарий — не длиннее 2000 символов',
  skipped: 'Укажите, пропущен ли опрос',
  already: 'Вы уже ответили',
  notDue: 'Этот опрос сейчас недоступен',
  thanks: 'Спасибо за ответ!',
} as const;
