import { createRootRouteWithContext } from '@tanstack/react-router';
import type { ScreenMeta } from '../../core/screen/index.ts';
import { NotFoundScreen } from '../ui/shell/NotFoundScreen.tsx';
import { RootLayout } from '../ui/shell/RootLayout.tsx';
import { RouteErrorScreen } from '../ui/shell/RouteErrorScreen.tsx';
import { decideNavigation, guardNavigation } from './guard.ts';
import type { RouterGuard } from './guardContext.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page metadata generated from the screen's manifest. */
    screen?: ScreenMeta;
  }
}

/** What the router hands every route: the guard over the page's runtime (`createAppRouter`). */
export interface RouterContext {
  guard: RouterGuard;
}

/** The root route: shell, layouts and the route guard around every generated screen route. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
  beforeLoad: async ({ context, matches, location, preload }) => {
    const { guard } = context;
    const meta = matches[matches.length - 1]?.staticData?.screen;
    // A public screen opens without waiting for the other tabs' session (it shows when it comes).
    await Promise.all([guard.ready(), meta?.auth === false ? undefined : guard.sessionReady()]);
    const nav = {
      meta,
      pathname: location.pathname,
      href: location.href,
      search: location.search as Record<string, unknown>,
      preload,
    };
    let decision = decideNavigation(guard, nav);
    // The roles came with the login; a menu granted since (a screen added under `console dev`) is
    // refused by them. Before the session ends over it, the server's roles of now decide.
    if (decision.kind === 'invalidate' && !preload && (await guard.refreshRoles()))
      decision = decideNavigation(guard, nav);
    guardNavigation(guard, nav, decision);
  },
});
