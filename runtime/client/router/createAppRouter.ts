import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../generated/routeTree.gen.ts';
import type { ConsoleRuntime } from '../runtime/index.ts';
import { NotFoundScreen } from '../ui/shell/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../ui/shell/RouteErrorScreen.tsx';
import { type ConnectionInfo, isConstrained } from '../update/index.ts';
import { createRouterGuard } from './guardContext.ts';
import { parseSearch, stringifySearch } from './searchParams.ts';

/** Where a router runs other than in the page: the server's render of the console page. */
export interface AppRouterOptions {
  /** The history to read the location from. Default: the browser's. */
  history?: RouterHistory;
}

/** The application router over the generated route tree, guarded by the page's runtime. */
export function createAppRouter(runtime: ConsoleRuntime, options: AppRouterOptions = {}) {
  const guard = createRouterGuard(runtime);
  const connection = (globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined)
    ?.connection;
  const router = createRouter({
    routeTree,
    // app.basePath: routes, links and the address bar under it (`/admin/pubs/…`); paths inside the
    // app (menus, tabs, rtnUrl) stay app paths.
    basepath: runtime.config.app.basePath,
    ...(options.history && { history: options.history }),
    context: { guard },
    // Query strings are read and written with qs and spec section 9's limits (nested objects, arrays).
    parseSearch,
    stringifySearch,
    // Links preload their screen on intent, except on a slow or metered connection (below).
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    // Restored in the browser only (a server render has no scroll, and would write a script).
    scrollRestoration: !options.history,
    defaultNotFoundComponent: NotFoundScreen,
    // A screen that fails (its chunk, its render) shows the error inside the shell, which stays.
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingMinMs: 0,
  });
  // No preloading on a slow or metered connection (data saver, 2G), asked at each preload rather
  // than once: the connection changes while the console is open, and a link decides its preload
  // mode only when it renders.
  const preloadRoute = router.preloadRoute.bind(router);
  router.preloadRoute = (opts) =>
    isConstrained(connection) ? Promise.resolve(undefined) : preloadRoute(opts);
  // After the first navigation, later ones come from inside the app (direct-connect prevention).
  router.subscribe('onResolved', guard.markNavigated);
  // Tab mode follows resolved navigations (subscribed after markNavigated, so it sees in-app state).
  if (runtime.config.management.tabs.enabled) runtime.tabs.install(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Starts loading the screen chunks of the page's first route now, beside the initial data, rather
 * than after the root guard has waited for it (the router loads a route's chunk only once its
 * `beforeLoad` is done). A failure is left to the navigation, which reports it (the error screen).
 */
/** `pathname` is the app path (`router.latestLocation`'s, without app.basePath). */
export function startFirstRouteChunks(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => {});
}
