/** Selection lists with their codes (spec section 3) and the ones docs/product.md adds. */

export type Option<V extends string | number | boolean> = { value: V; label: string };

export const ENGLISH_LEVELS = [
  { value: 1, label: 'Beginner' },
  { value: 2, label: 'Pre-Intermediate' },
  { value: 3, label: 'Intermediate' },
  { value: 4, label: 'Upper-Intermediate' },
  { value: 5, label: 'Advanced' },
] as const satisfies readonly Option<number>[];

export const WORK_FORMATS = [
  { value: 1, label: 'Офис' },
  { value: 2, label: 'Гибридный график' },
  { value: 3, label: 'Удалённая работа' },
] as const satisfies readonly Option<number>[];

export const HOURS_PER_WEEK = [
  { value: 20, label: '20' },
  { value: 30, label: '30' },
  { value: 40, label: '40' },
] as const satisfies readonly Option<number>[];

export const YES_NO = [
  { value: true, label: 'Да' },
  { value: false, label: 'Нет' },
] as const satisfies readonly Option<boolean>[];

export const DEPARTMENTS = [
  { value: 1, label: 'Corporate affairs' },
  { value: 2, label: 'Finance' },
  { value: 3, label: 'Legal' },
  { value: 4, label: 'Marketing' },
  { value: 5, label: 'People & Culture' },
  { value: 6, label: 'Sales' },
  { value: 7, label: 'IT' },
  { value: 8, label: 'Manufacturing' },
] as const satisfies readonly Option<number>[];

export const EDUCATION_LEVELS = [
  { value: 'college', label: 'Колледж (СПО)' },
  { value: 'bachelor', label: 'Бакалавриат' },
  { value: 'specialist', label: 'Специалитет' },
  { value: 'master', label: 'Магистратура' },
  { value: 'phd', label: 'Аспирантура' },
] as const satisfies readonly Option<string>[];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['value'];

export const HOW_KNOW_SOURCES = [
  { value: 'hh', label: 'hh.ru' },
  { value: 'telegram', label: 'Telegram' },
  { value: 'vk', label: 'ВКонтакте' },
  { value: 'university', label: 'Вуз или карьерный центр' },
  { value: 'friends', label: 'Друзья или знакомые' },
  { value: 'fair', label: 'Ярмарка вакансий' },
  { value: 'website', label: 'Сайт компании' },
  { value: 'other', label: 'Другое' },
] as const satisfies readonly Option<string>[];
export type HowKnowSource = (typeof HOW_KNOW_SOURCES)[number]['value'];

/**
 * Where a candidate record came from: `site` for every application made here; staff may correct it.
 * Records from before this list held free text, which reads as itself (candidateSourceLabel).
 */
export const CANDIDATE_SOURCES = [
  { value: 'site', label: 'Отклик на сайте' },
  { value: 'hh', label: 'hh.ru' },
  { value: 'telegram', label: 'Telegram' },
  { value: 'vk', label: 'ВКонтакте' },
  { value: 'university', label: 'Вуз или карьерный центр' },
  { value: 'fair', label: 'Ярмарка вакансий' },
  { value: 'friends', label: 'Друзья или знакомые' },
  { value: 'referral', label: 'Рекомендация сотрудника' },
  { value: 'other', label: 'Другое' },
] as const satisfies readonly Option<string>[];
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number]['value'];

export function candidateSourceLabel(source: string): string {
  return CANDIDATE_SOURCES.find((o) => o.value === source)?.label ?? source;
}

export function values<V extends string | number | boolean>(list: readonly Option<V>[]): V[] {
  return list.map((o) => o.value);
}

export function labelOf<V extends string | number | boolean>(list: readonly Option<V>[], value: V): string {
  return list.find((o) => o.value === value)?.label ?? String(value);
}
