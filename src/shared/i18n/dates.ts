/** Dates as users read them: Moscow time, DD.MM.YYYY and HH:mm, on the server and in the browser alike. */
const DATE = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' });

export function formatDateMsk(d: Date): string {
  return DATE.format(d);
}

/** `21.11.2026 в 14:30` (Moscow time). */
export function formatDateTimeMsk(d: Date): string {
  return `${DATE.format(d)} в ${TIME.format(d)}`;
}
