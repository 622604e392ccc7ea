/** Texts of the staff tables' shared parts (components/sortable-th.tsx, components/ui/pagination.tsx). */
export const ruWebTable = {
  sortBy: (column: string) => `Сортировать по столбцу «${column}»`,
  pages: 'Страницы',
  page: (n: number) => `Страница ${n}`,
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
} as const;
