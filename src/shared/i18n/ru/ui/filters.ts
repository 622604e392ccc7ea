/** The staff lists' filters on a phone (components/phone-filters.tsx). */
export const ruFilters = {
  /** The button the filters fold behind, with how many are set. */
  toggle: (set: number) => (set > 0 ? `Фильтры (${set})` : 'Фильтры'),
} as const;
