/**
 * The participant's SCREENING stage on /progress after staff moved their application to another
 * vacancy (record status `none`, SCREENING `awaiting`): they answer the new vacancy's questions
 * there. Imported by ru.ts as `ru.reassignApply`.
 */
export const ruReassignApply = {
  title: 'Ответьте на вопросы новой вакансии',
  text: (title: string) =>
    `Вашу заявку перевели на вакансию «${title}». Чтобы продолжить отбор, ответьте на вопросы скрининга и приложите резюме.`,
  vacancyFailed: 'Не удалось загрузить вакансию. Обновите страницу.',
};
