import qs from 'qs';

/**
 * An object as a query string with `qs` (no leading `?`; arrays as `a[0]=x`, which parseQuery
 * reads back; undefined values are skipped, null gives `key=`):
 * `stringifyQuery({ a: { b: '1' }, c: ['2', '3'] })` → `a%5Bb%5D=1&c%5B0%5D=2&c%5B1%5D=3`.
 */
export function stringifyQuery(o: Record<string, unknown> | null | undefined): string {
  return qs.stringify(o ?? {}, { arrayFormat: 'indices' });
}
