/** URL prefix of the management API and health check. Everything else belongs to the client. */
export const API_PREFIX = '/api';

/** Whether a URL (path, optionally with a query) is under `/api`; `/apis` is not. */
export function isApiPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
