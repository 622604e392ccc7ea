/**
 * Russian plural: plural(5, ['минута', 'минуты', 'минут']) -> 'минут'. The rules of
 * `Intl.PluralRules('ru')` by arithmetic (plural.test.ts holds them to it), so no page pays for
 * the locale's plural data at its start: one for 1, 21, 101 …; few for 2-4, 22-24 …; many for the
 * rest; a fraction takes the third form, as Intl's «other» did here.
 */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  if (!Number.isInteger(n)) return many;
  const last = Math.abs(n) % 10;
  const lastTwo = Math.abs(n) % 100;
  if (last === 1 && lastTwo !== 11) return one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

/** A wait in seconds as whole minutes, rounded up: «1 минуту», «5 минут». */
export function inMinutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} ${plural(m, ['минуту', 'минуты', 'минут'])}`;
}
