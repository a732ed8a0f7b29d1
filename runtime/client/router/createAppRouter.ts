import { createRouter } from '@tanstack/react-router';
import { config } from '../generated/config.gen.ts';
import { routeTree } from '../generated/routeTree.gen.ts';
import { installTabs } from '../tabs/index.ts';
import { NotFoundScreen } from '../ui/shell/NotFoundScreen.tsx';
import { markNavigated } from './guard.ts';

/** The application router over the generated route tree. */
export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingMinMs: 0,
  });
  // After the first navigation, later ones come from inside the app (direct-connect prevention).
  router.subscribe('onResolved', markNavigated);
  // Tab mode follows resolved navigations (subscribed after markNavigated, so it sees in-app state).
  if (config.management.tabs.enabled) installTabs(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
