import type { AnyRouter } from '@tanstack/react-router';
import { proxy } from 'valtio/vanilla';
import type { TabList } from '../../core/tabs/index.ts';
import { alert, confirm } from '../dialog/dialogStore.ts';
import { config } from '../generated/config.gen.ts';
import { t } from '../i18n/t.ts';
import { initialData } from '../initialData/index.ts';
import { onInactivated } from '../session/index.ts';
import { createTabsController, type TabsController } from './createTabsController.ts';
import { routeTitleOf, tabTargetOf } from './tabTarget.ts';

export type { Tab, TabList } from '../../core/tabs/index.ts';
export type { TabsController, TabsEnvironment, TabsMenu, TabTarget } from './createTabsController.ts';
export { createTabsController } from './createTabsController.ts';
export { isNotTabMatch, routeTitleOf, tabTargetOf } from './tabTarget.ts';

/** The open tabs of tab mode (`management.tabs.enabled`); empty until `installTabs` runs. */
export const tabsState = proxy<TabList>({ tabs: [], active: null });

let controller: TabsController | undefined;

/**
 * Turns tab mode on for a router: the main page becomes a pinned tab, every resolved screen
 * navigation opens or activates its tab, a logout closes them all. Returns the uninstaller.
 */
export function installTabs(router: AnyRouter): () => void {
  const mainPath = config.management.mainPath;
  const mainTitle = routeTitleOf(router, mainPath);
  const c = createTabsController(
    tabsState,
    {
      max: config.management.tabs.max,
      mainPath,
      navigateTo: (path) => router.navigate({ to: path }),
      replaceHref: (href) => router.navigate({ href, replace: true }),
      confirm: (message) => confirm(message),
      alert: (message) => alert(message),
      closeWindow: () => window.close(),
      menus: () => initialData.data?.menus ?? [],
      messages: {
        limit: (max) => t('tabs.limit', { max }),
        menuMissing: () => t('tabs.menuMissing'),
      },
    },
    mainTitle,
  );
  controller = c;
  c.reset();
  const offResolved = router.subscribe('onResolved', () => {
    void c.onResolved(tabTargetOf(router.state));
  });
  const offInactivated = onInactivated(() => c.reset());
  return () => {
    offResolved();
    offInactivated();
    if (controller === c) controller = undefined;
  };
}

/** Tab actions for the tab bar; no-ops when tab mode is not installed. */
export const tabActions = {
  activate: (path: string) => controller?.activate(path),
  close: (path: string) => controller?.close(path),
  closeOthers: (path: string) => controller?.closeOthers(path),
  closeAll: () => controller?.closeAll(),
};
