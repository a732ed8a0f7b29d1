import { isRelativeUrl } from '../../runtime/core/url/index.ts';

export const SCREEN_SUFFIX = '.screen.yaml';

/**
 * Route path of a manifest from its location under `screens/`: `pubs/MS/LG/UI_FU_0001.screen.yaml`
 * → `/pubs/MS/LG/UI_FU_0001`, `index.screen.yaml` → `/`, `docs/index.screen.yaml` → `/docs`.
 * Segments are percent-encoded, so `index copy.screen.yaml` → `/index%20copy`.
 */
export function routePathOf(relFile: string): string {
  let path = relFile.slice(0, -SCREEN_SUFFIX.length);
  if (path === 'index') return '/';
  if (path.endsWith('/index')) path = path.slice(0, -'/index'.length);
  // Most names need no encoding; skip the split/encode/join for them (hot at 10,000 screens).
  return SAFE.test(path) ? `/${path}` : `/${path.split('/').map(encodeURIComponent).join('/')}`;
}

const SAFE = /^[A-Za-z0-9_\-~/]*$/;

/** Whether a derived route path passes the relative-URL rule. */
export function isValidRoutePath(path: string): boolean {
  // A trailing slash would come from a file named `.screen.yaml`: it would collide with the
  // folder's own route once the router drops the slash.
  return isRelativeUrl(path) && (path === '/' || !path.endsWith('/'));
}

/** Stable identifier for generated names: `/pubs/MS/LG/UI_FU_0001` → `pubs_MS_LG_UI_FU_0001`. */
export function screenIdOf(path: string): string {
  if (path === '/') return 'index';
  return path
    .slice(1)
    .replace(/%([0-9A-Fa-f]{2})/g, '_$1')
    .replace(/[^A-Za-z0-9_]/g, '_');
}
