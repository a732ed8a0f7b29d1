import { toLocalJson } from './toLocalJson.ts';

/**
 * A copy of `value` in which every Date (in plain objects and arrays, at any depth) is replaced by
 * `toLocalJson(date)`: local time with a trailing `Z`, for APIs that read dates that way (a
 * declared API's `localDates`). Other values, and objects that are not plain (a Blob, a Map), are
 * kept as they are; `value` itself is not changed.
 */
export function withLocalDates(value: unknown): unknown {
  if (value instanceof Date) return toLocalJson(value);
  if (Array.isArray(value)) return value.map(withLocalDates);
  if (value !== null && typeof value === 'object' && isPlain(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withLocalDates(v);
    return out;
  }
  return value;
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
