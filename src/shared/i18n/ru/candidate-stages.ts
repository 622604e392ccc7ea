/** Staff changing a candidate's stages. */
export const ruCandidateStages = {
  status: 'Выберите статус этапа',
  statusNotAllowed: 'Этот статус не подходит для этапа',
  notInPipeline: 'Этого этапа нет в отборе по вакансии',
  managerOnlyInterview: 'Руководитель может менять только этап «Интервью с руководителем»',
  slotRequired: 'Укажите время встречи',
  slotAt: 'Укажите дату и время встречи',
  slotLink: 'Ссылка на встречу должна начинаться с http:// или https://',
  startAt: 'Укажите дату и время начала стажировки',
  tooLong: (max: number) => `Не длиннее ${max} символов`,
  stageN: 'Этап — число от 1 до 8',
  days: 'Продлить можно на 1–60 дней',
  notExtendable: 'Продлить можно только срок этапа, который ждёт кандидата или уже истёк',
  offerOnlyForOffer: 'Документ прикладывается только к этапу «Оффер»',
  extended: (date: string) => `Срок продлён до ${date}`,
} as const;
