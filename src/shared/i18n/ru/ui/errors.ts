export const ruWebErrors = {
  title: 'Не получилось',
  waitTitle: 'Подождите немного',
  network: 'Нет связи с сервером. Проверьте интернет и повторите',
  unknown: 'Что-то пошло не так. Повторите попытку',
} as const;
