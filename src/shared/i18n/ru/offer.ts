/** `PUT /api/screening/stage/offer/decision`. */
export const ruOffer = {
  acceptRequired: 'Укажите решение: принять или отказаться',
  reasonLong: 'Причина — не длиннее 2000 символов',
  notAwaiting: 'Оффер сейчас не ждёт вашего решения',
  noActive: 'У вас нет активного отбора',
  noDocument: 'Документ оффера ещё не загружен: принять оффер можно будет, когда он появится',
  accepted: 'Оффер принят',
  declined: 'Вы отказались от оффера',
  historyDeclined: (reason: string) => (reason ? `Отказ от оффера: ${reason}` : 'Отказ от оффера'),
} as const;
