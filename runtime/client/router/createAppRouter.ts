import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../generated/routeTree.gen.ts';
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
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
