import { RouterProvider, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NavigationContext } from '../../navigation/index.ts';
import { type AppRouter, createAppRouter, startFirstRouteChunks } from '../../router/createAppRouter.ts';
import { installReloadOnUpdate } from '../../router/reloadOnUpdate.ts';
import { routerNavigation } from '../../router/routerNavigation.tsx';
import { installSessionRedirects } from '../../router/sessionRedirects.ts';
import { installUnsavedChangesGuard } from '../../router/unsavedChangesGuard.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { DialogHost } from '../dialog/DialogHost.tsx';
import { DownloadProgressBar } from '../loading/DownloadProgressBar.tsx';
import { LoadingBar } from '../loading/LoadingBar.tsx';
import { IdleWarning } from '../session/IdleWarning.tsx';

/** The loading bar, also busy while the router loads a page. */
function RouterLoadingBar({ router }: { router: AppRouter }) {
  const routing = useRouterState({ router, select: (s) => s.isLoading || s.status === 'pending' });
  return <LoadingBar routing={routing} />;
}

/**
 * The React root of the console: the router (screens navigate through it), plus the global dialog
 * host, loading bar and download progress bar, always mounted. The login page has its own, router-free root (LoginApp).
 */
export function App() {
  const runtime = useConsoleRuntime();
  const [router] = useState(() => {
    const made = createAppRouter(runtime);
    // The first screen's chunks load beside the initial data, not after the root guard's wait for it.
    startFirstRouteChunks(made, window.location.pathname);
    return made;
  });
  const [navigation] = useState(() => routerNavigation(router));
  useEffect(() => {
    const uninstall = installSessionRedirects(router, runtime);
    const unblock = installUnsavedChangesGuard(router, runtime.config.management.tabs.enabled);
    const unreload = installReloadOnUpdate(router, runtime.update);
    const stop = runtime.start();
    return () => {
      uninstall();
      unblock();
      unreload();
      stop();
    };
  }, [router, runtime]);
  return (
    <NavigationContext.Provider value={navigation}>
      <RouterLoadingBar router={router} />
      <RouterProvider router={router} />
      <IdleWarning />
      <DialogHost />
      <DownloadProgressBar />
    </NavigationContext.Provider>
  );
}
