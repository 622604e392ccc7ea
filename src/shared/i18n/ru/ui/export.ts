export const ruWebExport = {
  title: 'Общий экспорт',
  text: 'Кандидаты за выбранный период в файле XLSX.',
  from: 'Дата начала',
  to: 'Дата окончания',
  allTime: 'Всё время',
  download: 'Скачать',
  required: 'Выберите дату',
  order: 'Дата окончания раньше даты начала',
} as const;
