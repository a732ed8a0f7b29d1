/** URL prefix of the management API and health check. Everything else belongs to the client. */
export const API_PREFIX = '/api';

/** Where the browser calls the integrator's declared APIs: `/api/ext/<name>`. */
export const DECLARED_API_PREFIX = `${API_PREFIX}/ext`;

/** The URL of declared API `name` (`shop.orders` → `/api/ext/shop.orders`). */
export const declaredApiUrl = (name: string) => `${DECLARED_API_PREFIX}/${name}`;

/** Whether a URL (path, optionally with a query) is under `/api`; `/apis` is not. */
export function isApiPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * The declared API an `api.call` URL calls (`/api/ext/shop.orders?x=1` → `shop.orders`), or
 * `undefined` for any other URL (a management route, or `/api/ext/<name>/export`).
 */
export function declaredApiName(url: string): string | undefined {
  const q = url.search(/[?#]/);
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.startsWith(`${DECLARED_API_PREFIX}/`)) return undefined;
  const name = path.slice(DECLARED_API_PREFIX.length + 1);
  return name === '' || name.includes('/') ? undefined : name;
}
