import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './numbers.ts';
import { plural } from './ru/plural.ts';

const intlNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
const intlPercent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
const intlPlural = new Intl.PluralRules('ru');

/** Values where rounding, grouping and the shortest decimal matter, and a spread of ordinary ones. */
function samples(): number[] {
  const out = [0, -0, 1, 9, 10, 999, 1000, 1234, 12345, 123456, 1234567, 1e15, 1e21, 1.5e22, 1e-7, 1.5e-7];
  out.push(NaN, Infinity, -Infinity, 0.1 + 0.2, 1.45, 1.25, 1.35, 0.05, 0.15, 0.25, 2.675, 999.95, 99.95);
  for (let i = -2000; i <= 2000; i++) out.push(i / 10, i / 100, i / 1000, i * 7.3, i / 3);
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1;
  for (let i = 0; i < 20000; i++) out.push(random() * 10 ** Math.floor(random() * 8 + 4));
  return out;
}

describe('numbers in Russian format, by arithmetic', () => {
  it('writes every sample exactly as Intl.NumberFormat does', () => {
    const differ = samples().filter((x) => formatNumber(x) !== intlNumber.format(x));
    expect(differ.map((x) => [x, formatNumber(x), intlNumber.format(x)])).toEqual([]);
  });

  it('writes every share in percent points exactly as Intl does for points / 100', () => {
    const differ = samples().filter((x) => formatPercent(x) !== intlPercent.format(x / 100));
    expect(differ.map((x) => [x, formatPercent(x), intlPercent.format(x / 100)])).toEqual([]);
    expect(formatPercent(93.8)).toBe('93,8\u00a0%');
    expect(formatPercent(70)).toBe('70\u00a0%');
  });

  it('reads as people expect', () => {
    expect(formatNumber(12345)).toBe('12\u00a0345');
    expect(formatNumber(1.45)).toBe('1,5');
    expect(formatNumber(-1234.56)).toBe('-1\u00a0234,6');
  });
});

describe('Russian plural, by arithmetic', () => {
  it('picks the form Intl.PluralRules picks, for whole numbers and fractions', () => {
    const forms = ['one', 'few', 'many'] as const;
    for (const n of [
      ...Array.from({ length: 3000 }, (_, i) => i - 500),
      0.5,
      1.5,
      2.25,
      21.1,
      1e6,
      1e6 + 1,
    ]) {
      const rule = intlPlural.select(n);
      expect([n, plural(n, forms)]).toEqual([n, rule === 'one' || rule === 'few' ? rule : 'many']);
    }
    expect(plural(21, ['минута', 'минуты', 'минут'])).toBe('минута');
    expect(plural(12, ['минута', 'минуты', 'минут'])).toBe('минут');
    expect(plural(24, ['минута', 'минуты', 'минут'])).toBe('минуты');
  });
});
