import { parseQuery, stringifyQuery } from '../../core/query/index.ts';

/**
 * The router's query string reader: `qs` with spec section 9's limits (depth 5, array index 20,
 * 1000 parameters), so `?filter[status][0]=A&page=2` reaches a screen as
 * `{ filter: { status: ['A'] }, page: '2' }`. Values stay strings (TanStack Router's default would
 * JSON-parse `2` into a number and read brackets as part of a key).
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  return parseQuery(searchStr) as Record<string, unknown>;
}

/** The router's query string writer, the inverse of `parseSearch`: `?` and qs's bracket form, or `''`. */
export function stringifySearch(search: Record<string, unknown>): string {
  const query = stringifyQuery(search);
  return query ? `?${query}` : '';
}
