const pluralRules = new Intl.PluralRules('ru');

/** Russian plural: plural(5, ['минута', 'минуты', 'минут']) -> 'минут'. */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const form = pluralRules.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
}
