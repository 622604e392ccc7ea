/**
 * Numbers as users read them, on the server and in the browser alike: Russian format, a decimal
 * comma, a no-break space between groups of thousands and before the percent sign («93,8 %»,
 * «12 345»), at most one decimal, rounded half away from zero. Exactly what
 * `Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 })` writes (numbers.test.ts holds them to
 * it), by arithmetic: the first `Intl.NumberFormat` a page makes loads the locale's number data,
 * ~35 ms of a phone's main thread while `/progress` starts at its test stage («70 %»).
 */
const NBSP = '\u00a0';

/**
 * `x` as `digits` × 10^(`point` − digits' length): the shortest decimal that reads back as `x`,
 * which is what Intl rounds (1.45 is «1,5», though the double is a hair under 1.45).
 */
function decimal(x: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = Math.abs(x).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

function written(x: number, { digits, point }: { digits: string; point: number }, suffix: string): string {
  if (Number.isNaN(x)) return `не${NBSP}число${suffix}`;
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  if (!Number.isFinite(x)) return `${sign}∞${suffix}`;
  // In tenths, rounded half away from zero.
  const scale = point - digits.length + 1;
  let tenths: bigint;
  if (scale >= 0) tenths = BigInt(digits) * 10n ** BigInt(scale);
  else {
    const divisor = 10n ** BigInt(-scale);
    const value = BigInt(digits);
    tenths = value / divisor + ((value % divisor) * 2n >= divisor ? 1n : 0n);
  }
  const whole = (tenths / 10n).toString().replace(/\B(?=(\d{3})+$)/g, NBSP);
  const tenth = tenths % 10n;
  return `${sign}${whole}${tenth === 0n ? '' : `,${tenth}`}${suffix}`;
}

export function formatNumber(n: number): string {
  return written(n, decimal(n), '');
}

/** A share given in percent points: formatPercent(93.8) is «93,8 %» (Intl's percent of points / 100). */
export function formatPercent(points: number): string {
  const share = decimal(points / 100);
  return written(points, { digits: share.digits, point: share.point + 2 }, `${NBSP}%`);
}
