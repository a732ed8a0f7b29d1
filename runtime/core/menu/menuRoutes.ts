import { normalizePath } from '../url/index.ts';

/** An external menu URL: absolute `http://` or `https://`. It opens no screen, so no route is expected. */
export function isExternalMenuUrl(url: string): boolean {
  return /^https?:\/\/[^/]/i.test(url.trim());
}

/**
 * The form a menu URL and a route path are compared in: percent-escapes decoded (a screen's path is
 * `/index%20copy`, a menu may hold either spelling) and no trailing slash, as the guard matches them.
 */
export function routeKey(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {
    // a malformed escape stays as written; it then matches no route
  }
  return normalizePath(decoded);
}

/**
 * Whether a menu URL opens something: true for an external http(s) URL or the route of a screen in
 * `routes` (route paths, as the build lists them). Built once per route list.
 */
export function menuRouteChecker(routes: Iterable<string>): (url: string) => boolean {
  const keys = new Set<string>();
  for (const route of routes) keys.add(routeKey(route));
  return (url) => isExternalMenuUrl(url) || keys.has(routeKey(url));
}

/**
 * The route most like `url` (the longest common prefix, at least half of the URL's length), for a
 * did-you-mean in a message; undefined when none is close.
 */
export function nearestRoute(url: string, routes: Iterable<string>): string | undefined {
  const key = routeKey(url);
  let best: string | undefined;
  let bestLength = Math.ceil(key.length / 2);
  for (const route of routes) {
    const other = routeKey(route);
    let n = 0;
    while (n < key.length && n < other.length && key[n] === other[n]) n++;
    if (n >= bestLength && (best === undefined || n > bestLength || route < best)) {
      best = route;
      bestLength = n;
    }
  }
  return best;
}
