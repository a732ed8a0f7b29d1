import type { UpdateWatcher } from '../update/index.ts';
import type { AppRouter } from './createAppRouter.ts';

/**
 * Once a newer build is out (`update.pending`), the next navigation loads the page instead of
 * changing it in place (`update.reload`, once for that build), so the user gets the new build
 * without losing what is on screen now. Returns the uninstall.
 */
export function installReloadOnUpdate(
  router: AppRouter,
  update: Pick<UpdateWatcher, 'pending' | 'reload'>,
): () => void {
  return router.subscribe('onBeforeNavigate', (event) => {
    if (!update.pending || !event.pathChanged) return;
    // The address as the browser will have it (under app.basePath).
    update.reload(event.toLocation.publicHref);
  });
}
