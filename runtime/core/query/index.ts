export { parseQuery, QUERY_LIMITS } from './parseQuery.ts';
export { stringifyQuery } from './stringifyQuery.ts';
