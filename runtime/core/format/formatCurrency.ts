/**
 * A number with thousands separators and exactly `decimals` fraction digits (default 0, rounded
 * half away from zero): `formatCurrency(1234567.891, 2) === '1,234,567.89'` (spec section 9).
 * Plain decimal strings (commas allowed) and bigints are accepted; anything that is not a finite number gives `''`.
 * Throws a RangeError when `decimals` is not an integer 0-20.
 */
export function formatCurrency(n: number | bigint | string | null | undefined, decimals = 0): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20)
    throw new RangeError(`formatCurrency: decimals must be an integer 0-20, got ${decimals}`);
  if (n === null || n === undefined) return '';
  let value: number | bigint;
  if (typeof n === 'string') {
    const plain = n.trim().replace(/,/g, '');
    if (!/^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/.test(plain)) return '';
    value = Number(plain);
  } else value = n;
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  return new Intl.NumberFormat('ko-KR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(value);
}
