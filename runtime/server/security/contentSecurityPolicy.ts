import type { ConsoleConfig } from '../../../schemas/index.ts';
import { NOT_BUILT_STYLE_HASH, PAGE_SCRIPT_HASH } from '../static/index.ts';

/** CSP directives by name (`script-src`), each a list of sources, as helmet takes them. */
export type CspDirectives = Record<string, string[]>;

/**
 * The origin (`https://api.example.com`) of an absolute `api.baseUrl`, or `undefined` when calls go
 * to the page's own origin (`''`, a path). A protocol-relative `//host` gives the host alone, which
 * CSP matches on the page's scheme.
 */
export function apiOriginOf(baseUrl: string): string | undefined {
  if (baseUrl.startsWith('//'))
    return URL.canParse(`http:${baseUrl}`) ? new URL(`http:${baseUrl}`).host : undefined;
  if (!/^https?:\/\//i.test(baseUrl) || !URL.canParse(baseUrl)) return undefined;
  return new URL(baseUrl).origin;
}

/**
 * The Content-Security-Policy of every answer. Scripts only from the console's own files (the Vite
 * build has no inline script and no eval; `tests/build/csp.budget.ts` holds it to that) plus the
 * login page's one hashed script (`PAGE_SCRIPT`), styles from
 * its stylesheets (React's `style` props go through the CSSOM, which CSP does not block) plus the
 * 503 page's one hashed block, API calls and images to the page's origin and `api.baseUrl`'s, image
 * previews from `data:`/`blob:` URLs, and no framing at all. With `app.assetsBaseUrl` its origin (a
 * CDN) may serve scripts, style sheets, fonts and images too (what the build's files are). Over HTTPS, stray `http:` subresources
 * are upgraded rather than blocked.
 */
export function contentSecurityPolicy(
  config: Pick<ConsoleConfig, 'api' | 'server'> & { app?: Pick<ConsoleConfig['app'], 'assetsBaseUrl'> },
): CspDirectives {
  const self = "'self'";
  const api = apiOriginOf(config.api.baseUrl);
  const selfAndApi = api === undefined ? [self] : [self, api];
  const cdn = config.app?.assetsBaseUrl ? [new URL(config.app.assetsBaseUrl).origin] : [];
  return {
    'default-src': [self],
    'base-uri': [self],
    'script-src': [self, ...cdn, PAGE_SCRIPT_HASH],
    'script-src-attr': ["'none'"],
    'style-src': [self, ...cdn, NOT_BUILT_STYLE_HASH],
    'img-src': [...selfAndApi, ...cdn, 'data:', 'blob:'],
    'font-src': [self, ...cdn, 'data:'],
    'connect-src': selfAndApi,
    'media-src': [...selfAndApi, 'blob:'],
    'object-src': ["'none'"],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
    ...(config.server.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
