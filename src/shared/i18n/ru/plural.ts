const pluralRules = new Intl.PluralRules('ru');

/** Russian plural: plural(5, ['минута', 'минуты', 'минут']) -> 'минут'. */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const form = pluralRules.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
}

/** A wait in seconds as whole minutes, rounded up: «1 минуту», «5 минут». */
export function inMinutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} ${plural(m, ['минуту', 'минуты', 'минут'])}`;
}
