/** Texts of the staff tables' shared parts (components/sortable-th.tsx). */
export const ruWebTable = {
  sortBy: (column: string) => `Сортировать по столбцу «${column}»`,
} as const;
