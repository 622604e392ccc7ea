export const ruWebStageTypes = {
  SCREENING: 'Анкета',
  VCV: 'Видеорезюме',
  TESTING: 'Тестирование',
  ASSESSMENT: 'Ассессмент',
  RECRUITER_INTERVIEW: 'Интервью с рекрутером',
  MANAGER_INTERVIEW: 'Интервью с руководителем',
  OFFER: 'Оффер',
  INTERNSHIP_START: 'Выход на стажировку',
} as const;
