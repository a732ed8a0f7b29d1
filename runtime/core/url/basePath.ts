/** `app.basePath` when the console has the host to itself. */
export const ROOT_BASE_PATH = '/';

/**
 * What `app.basePath` may be: `/`, or `/` + segments of letters, digits and `. _ ~ -`, each ended by
 * `/` (`/admin/`, `/ops/console/`). No `..`, `%` or `//`: the base is compared as written.
 */
export const BASE_PATH_PATTERN = /^\/(?:(?!\.\.?\/)[A-Za-z0-9._~-]+\/)*$/;

/**
 * An app path (`/pubs/SY/users?x=1`, what routes, menus and `rtnUrl` hold) as the document URL
 * under `basePath` (`/admin/` → `/admin/pubs/SY/users?x=1`; `/` → `/admin/`). Anything that is not
 * an app path (`https://…`, `//host/…`, `?q`, `#x`, `data:`, a relative path) comes back as it is.
 */
export function withBasePath(basePath: string, path: string): string {
  if (basePath === ROOT_BASE_PATH || !path.startsWith('/') || path.startsWith('//')) return path;
  return basePath + path.slice(1);
}

/**
 * A request URL (path and query, as the server receives it) as the app URL under `basePath`
 * (`/admin/api/health` → `/api/health`; `/admin` and `/admin?x` → `/` and `/?x`), or `undefined`
 * when it is outside the base path (`/api/health`, `/administration/`).
 */
export function stripBasePath(basePath: string, url: string): string | undefined {
  if (basePath === ROOT_BASE_PATH) return url;
  if (url.startsWith(basePath)) return url.slice(basePath.length - 1);
  const bare = basePath.slice(0, -1);
  if (url === bare || url.startsWith(`${bare}?`) || url.startsWith(`${bare}#`)) {
    return `/${url.slice(bare.length)}`;
  }
  return undefined;
}

/**
 * The prefix of the console's own API calls: `api.baseUrl` when set (another origin or a
 * gateway path), else the base path without its last slash (`/admin`; `''` at the root).
 */
export function apiBaseOf(apiBaseUrl: string, basePath: string): string {
  return apiBaseUrl !== '' ? apiBaseUrl : basePath.slice(0, -1);
}

/**
 * Where the browser loads the build's files (scripts, sheets, fonts, `public/`): `app.assetsBaseUrl`
 * (a CDN, ended by `/`) when set, else the base path. What Vite's `base` is at build time.
 */
export function assetsBaseOf(app: { basePath: string; assetsBaseUrl?: string | undefined }): string {
  const cdn = app.assetsBaseUrl;
  if (!cdn) return app.basePath;
  return cdn.endsWith('/') ? cdn : `${cdn}/`;
}
