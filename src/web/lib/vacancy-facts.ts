/** The labels of a vacancy's coded fields, shared by the cards and the vacancy page. */
import type { VacancyCard } from '#shared/contracts/vacancies.ts';
import { ruWebVacancies } from '#shared/i18n/ru/ui/vacancies.ts';
import { DEPARTMENTS, ENGLISH_LEVELS, WORK_FORMATS, labelOf } from '#shared/domain/selection-lists.ts';

export function vacancyFacts(
  v: Pick<VacancyCard, 'department' | 'city' | 'work_format' | 'hours' | 'english_level'>,
) {
  const t = ruWebVacancies;
  return {
    department: labelOf(DEPARTMENTS, v.department),
    city: v.city?.name ?? t.noCity,
    workFormat: labelOf(WORK_FORMATS, v.work_format),
    hours: t.hoursValue(v.hours),
    english: labelOf(ENGLISH_LEVELS, v.english_level),
  };
}
