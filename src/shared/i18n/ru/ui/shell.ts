/** The web app's frame: its caption and the loading text. */
export const ruWebShell = {
  brandCaption: 'Стажировка',
  loading: 'Загрузка…',
} as const;
