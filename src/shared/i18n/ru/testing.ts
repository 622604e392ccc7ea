/** The online test stage (TESTING): the server's refusals and the participant's panel. */
import { formatPercent } from '../numbers.ts';

export const ruTesting = {
  noStage: 'В вашем отборе нет онлайн-теста',
  notConfigured: 'Тест ещё не готов. Напишите в поддержку, и мы поможем',
  notOpen: 'Тест пока недоступен: он откроется после предыдущих этапов',
  alreadyFinished: 'Тест уже завершён',
  deadlinePassed: 'Срок прохождения теста истёк',
  notStarted: 'Сначала начните тест',
  timeUp: 'Время теста истекло: мы засчитали ответы, которые вы успели дать',
  questionIndex: 'Неверный номер вопроса',
  choiceIndex: 'Неверный номер варианта ответа',
  historyExpired: 'Время теста истекло',
  rulesTitle: 'Онлайн-тест',
  rules: (questions: number, minutes: number) =>
    `Вопросов: ${questions}. На всё — ${minutes} мин. Таймер нельзя поставить на паузу.`,
  passMark: (mark: number) =>
    `Чтобы пройти тест, нужно ответить правильно не меньше чем на ${formatPercent(mark)} вопросов.`,
  noPassMark: 'Результат посмотрят рекрутеры и сообщат о решении.',
  deadline: (at: string) => `Начните тест до ${at}.`,
  start: 'Начать тест',
  startConfirmTitle: 'Начать тест?',
  startConfirmText: (minutes: number) =>
    `После начала у вас будет ${minutes} мин. Закрыть страницу можно — таймер всё равно идёт.`,
  cancel: 'Отмена',
  remaining: 'Осталось',
  timerLabel: (time: string) => `Осталось времени: ${time}`,
  question: (n: number, total: number) => `Вопрос ${n} из ${total}`,
  saving: 'Сохраняем…',
  saved: 'Ответ сохранён',
  saveFailed: 'Не удалось сохранить ответ. Пробуем ещё раз…',
  prev: 'Назад',
  next: 'Дальше',
  answered: (n: number, total: number) => `Отвечено: ${n} из ${total}`,
  finish: 'Завершить тест',
  finishConfirmTitle: 'Завершить тест?',
  finishAllAnswered: 'Вы ответили на все вопросы. После завершения изменить ответы нельзя.',
  finishUnanswered: (list: string) =>
    `Без ответа остались вопросы: ${list}. После завершения изменить ответы нельзя.`,
  finishing: 'Завершаем тест…',
  resultTitle: 'Тест завершён',
  resultScore: (score: number) => `Ваш результат: ${formatPercent(score)} правильных ответов.`,
  resultPassed: 'Тест пройден — следующий этап уже открыт.',
  resultEval: 'Рекрутеры посмотрят результат и сообщат о решении в уведомлениях.',
  resultExpired:
    'Время теста истекло: мы засчитали ответы, которые вы успели дать. Рекрутеры сообщат о решении.',
  resultOther: 'Решение по этапу — в уведомлениях.',
  expiredAwaiting: 'Срок прохождения теста истёк. Если что-то помешало, напишите в поддержку.',
  notOpenText: 'Тест откроется, когда вы пройдёте предыдущие этапы.',
  loadFailed: 'Не удалось загрузить тест',
  retry: 'Повторить',
} as const;
