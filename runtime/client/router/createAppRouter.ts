import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../generated/routeTree.gen.ts';
import { NotFoundScreen } from '../ui/shell/NotFoundScreen.tsx';

/** The application router over the generated route tree. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingMinMs: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
