import { RouterProvider, useRouterState } from '@tanstack/react-router';
import { type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { APP_ROOT_ID, CONSOLE_FRAME_ID, HYDRATED_ATTRIBUTE } from '../../core/pages/index.ts';
import { NavigationContext } from '../navigation/index.ts';
import { type AppRouter, createAppRouter, startFirstRouteChunks } from '../router/createAppRouter.ts';
import { installReloadOnUpdate } from '../router/reloadOnUpdate.ts';
import { routerNavigation } from '../router/routerNavigation.tsx';
import { installSessionRedirects } from '../router/sessionRedirects.ts';
import { installUnsavedChangesGuard } from '../router/unsavedChangesGuard.ts';
import { useConsoleRuntime } from '../runtime/index.ts';
import { DialogHost } from '../ui/dialog/index.ts';
import { DownloadProgressBar, LoadingBar } from '../ui/loading/index.ts';
import { IdleWarning } from '../ui/session/index.ts';

/** The loading bar, also busy while the router loads a page. */
function RouterLoadingBar({ router }: { router: AppRouter }) {
  const routing = useRouterState({ router, select: (s) => s.isLoading || s.status === 'pending' });
  return <LoadingBar routing={routing} />;
}

/**
 * Its children once `loading` is done: while it is not, a hydration leaves the server's HTML as it
 * is. Once they are in, the server-rendered screen takes input (the server sent it `inert`, so
 * nothing done before is lost) and the page is marked hydrated.
 */
function AfterLoad({ loading, children }: { loading: Promise<void> | undefined; children: ReactNode }) {
  if (loading) use(loading);
  useEffect(() => {
    document.getElementById(APP_ROOT_ID)?.removeAttribute('inert');
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return children;
}

/**
 * Removes the frame the page painted from its HTML (PageFrame) at the router's first render,
 * whatever it shows (a screen in the shell, a bare page, an error); listens only while there is
 * one. Returns the unsubscribe.
 */
function removeFrameWhenRendered(router: AppRouter): () => void {
  const frame = document.getElementById(CONSOLE_FRAME_ID);
  if (!frame) return () => {};
  if (router.state.resolvedLocation) {
    frame.remove();
    return () => {};
  }
  const off = router.subscribe('onRendered', () => {
    frame.remove();
    off();
  });
  return off;
}

export interface AppProps {
  /** A router already loaded at its location (the server's render). Default: one made here for the page. */
  router?: AppRouter | undefined;
  /**
   * The page's HTML was rendered by the server (`serverRender.tsx`): the router loads the page's
   * first screen before its part of the tree hydrates, so it renders what the server did.
   */
  hydrating?: boolean;
}

/**
 * The React root of the console: the router (screens navigate through it), plus the global dialog
 * host, loading bar and download progress bar, always mounted. The login page has its own, router-free root (LoginApp).
 */
export function App({ router: given, hydrating = false }: AppProps) {
  const runtime = useConsoleRuntime();
  const [router] = useState(() => {
    if (given) return given;
    const made = createAppRouter(runtime);
    // Marked as server-rendered, the router draws its matches as the server's render did (no
    // boundary of its own around them), so the HTML is taken over, not redrawn.
    if (hydrating) made.ssr = { manifest: undefined };
    // The first screen's chunks load beside the initial data, not after the root guard's wait for it.
    else startFirstRouteChunks(made, made.latestLocation.pathname);
    return made;
  });
  // The first screen's load before its hydration (its chunk came with the page as a modulepreload).
  const [loading] = useState(() => (hydrating ? router.load().catch(() => undefined) : undefined));
  const [navigation] = useState(() => routerNavigation(router));
  useEffect(() => {
    const uninstall = installSessionRedirects(router, runtime);
    const unblock = installUnsavedChangesGuard(
      router,
      runtime.config.management.tabs.enabled,
      runtime.unsaved,
    );
    const unreload = installReloadOnUpdate(router, runtime.update);
    const stop = runtime.start();
    const unframe = removeFrameWhenRendered(router);
    return () => {
      unframe();
      uninstall();
      unblock();
      unreload();
      stop();
    };
  }, [router, runtime]);
  return (
    <NavigationContext.Provider value={navigation}>
      {/* The router's part of the tree: on a server-rendered page it hydrates once the first screen is loaded. */}
      <Suspense>
        <AfterLoad loading={loading}>
          <RouterLoadingBar router={router} />
          <RouterProvider router={router} />
        </AfterLoad>
      </Suspense>
      <IdleWarning />
      <DialogHost />
      <DownloadProgressBar />
    </NavigationContext.Provider>
  );
}
