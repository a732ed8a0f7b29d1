import { createRootRoute } from '@tanstack/react-router';
import type { ScreenMeta } from '../../core/screen/screenMeta.ts';
import { NotFoundScreen } from '../ui/shell/NotFoundScreen.tsx';
import { RootLayout } from '../ui/shell/RootLayout.tsx';
import { RouteErrorScreen } from '../ui/shell/RouteErrorScreen.tsx';
import { guardNavigation } from './guard.ts';
import { guardContext } from './guardContext.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page metadata generated from the screen's manifest. */
    screen?: ScreenMeta;
  }
}

/** The root route: shell, layouts and the route guard around every generated screen route. */
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
  beforeLoad: async ({ matches, location, preload }) => {
    await guardContext.ready();
    const meta = matches[matches.length - 1]?.staticData?.screen;
    guardNavigation(guardContext, {
      meta,
      pathname: location.pathname,
      href: location.href,
      search: location.search as Record<string, unknown>,
      preload,
    });
  },
});
