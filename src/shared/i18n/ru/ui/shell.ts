/** The web app's frame: its caption, the loading text, the name of a message's close cross. */
export const ruWebShell = {
  brandCaption: 'Стажировка',
  loading: 'Загрузка…',
  close: 'Закрыть',
} as const;
