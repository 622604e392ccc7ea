/**
 * Numbers as users read them, on the server and in the browser alike: Russian format, a decimal
 * comma and a space before the percent sign («93,8 %», «12 345»), at most one decimal.
 */
const NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });

export function formatNumber(n: number): string {
  return NUMBER.format(n);
}

/** A share given in percent points: formatPercent(93.8) is «93,8 %». */
export function formatPercent(points: number): string {
  return PERCENT.format(points / 100);
}
