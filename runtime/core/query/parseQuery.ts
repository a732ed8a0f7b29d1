import qs, { type ParsedQs } from 'qs';

/** Query string limits of spec section 9: nesting depth 5, array index 20, 1000 parameters. */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

/**
 * A query string as an object with `qs` and QUERY_LIMITS (a leading `?` is ignored):
 * `parseQuery('a[b]=1&c=2&c=3')` → `{ a: { b: '1' }, c: ['2', '3'] }`. Past the limits qs keeps
 * going safely: deeper brackets stay one literal key, an array over 20 items (or an index of 20
 * or more) becomes an object with index keys, parameters after the 1000th are dropped.
 */
export function parseQuery(s: string | null | undefined): ParsedQs {
  return qs.parse(s ?? '', { ...QUERY_LIMITS, ignoreQueryPrefix: true });
}
