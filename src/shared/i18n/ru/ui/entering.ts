export const ruWebEntering = {
  needHelp: 'Нужна помощь?',
} as const;
