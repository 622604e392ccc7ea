/**
 * Numbers as users read them, on the server and in the browser alike: Russian format, a decimal
 * comma and a space before the percent sign («93,8 %», «12 345»), at most one decimal. The formatters
 * are made on first use: a page that shows no number does not pay for them at its start.
 */
let number: Intl.NumberFormat | undefined;
let percent: Intl.NumberFormat | undefined;

export function formatNumber(n: number): string {
  number ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
  return number.format(n);
}

/** A share given in percent points: formatPercent(93.8) is «93,8 %». */
export function formatPercent(points: number): string {
  percent ??= new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
  return percent.format(points / 100);
}
