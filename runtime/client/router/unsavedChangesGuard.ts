import type { UnsavedChanges } from '../navigation/index.ts';
import type { AppRouter } from './createAppRouter.ts';

/**
 * Asks before a navigation leaves forms with unsaved edits (fidelity.md): another page, back and
 * forward, and (the browser's own question) closing or reloading the window. In tab mode moving
 * between tabs keeps every pane, so only closing a tab asks (TabBar). Returns the uninstall.
 */
export function installUnsavedChangesGuard(
  router: AppRouter,
  tabMode: boolean,
  unsaved: UnsavedChanges,
): () => void {
  return router.history.block({
    blockerFn: async ({ currentLocation, nextLocation }) => {
      if (tabMode || currentLocation.pathname === nextLocation.pathname) return false;
      return !(await unsaved.confirmLeave());
    },
    enableBeforeUnload: () => unsaved.has(),
  });
}
