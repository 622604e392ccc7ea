export const ruWebProgress = {
  title: 'Мой отбор',
  stageText:
    'Задания, материалы и сроки этапа появятся здесь, как только этап откроется. Об изменениях мы сообщим в уведомлениях.',
  backToActive: 'К текущему этапу',
  stageOf: (n: number, total: number) => `Этап ${n} из ${total}`,
  youAreAt: (n: number) => `вы на этапе ${n}`,
  allStages: 'Все этапы',
  hideStages: 'Скрыть этапы',
  emptyTitle: 'Этапы отбора ещё не назначены',
  emptyText: 'Когда рекрутер откроет первый этап, он появится здесь, а мы пришлём уведомление.',
} as const;
