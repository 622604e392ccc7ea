import { plural } from '../plural.ts';

/** A vacancy's preview for visitors: on the landing's list and on sign-in from a shared link. */
export const ruWebVacancyPreview = {
  stagesTitle: 'Этапы отбора и сроки',
  stagesCount: (n: number) => `${n} ${plural(n, ['этап', 'этапа', 'этапов'])}`,
  days: (n: number) => `${n} ${plural(n, ['день', 'дня', 'дней'])}`,
  noDeadline: 'без срока',
  closed: 'Набор закрыт',
  apply: 'Откликнуться',
  signUpToApply: 'Зарегистрируйтесь или войдите, чтобы откликнуться',
  signUp: 'Зарегистрироваться',
  /** schema.org JobPosting's employer: the programme's company. */
  employer: 'JTI',
} as const;
