import type { AnyRouter } from '@tanstack/react-router';
import { proxy } from 'valtio/vanilla';
import type { ClientConfig } from '../../../schemas/index.ts';
import type { InactiveReason } from '../../core/session/index.ts';
import type { TabList } from '../../core/tabs/index.ts';
import { alert, confirm } from '../dialog/dialogStore.ts';
import { t } from '../i18n/t.ts';
import { initialData } from '../initialData/index.ts';
import { createTabsController, type TabsController } from './createTabsController.ts';
import { routeTitleOf, tabTargetOf } from './tabTarget.ts';

/** Tab mode (`management.tabs.enabled`) of one page: its open tabs and their actions. */
export interface TabsRuntime {
  /** The open tabs; empty until `install` runs. */
  readonly state: TabList;
  /**
   * Turns tab mode on for a router: the main page becomes a pinned tab, every resolved screen
   * navigation opens or activates its tab, a logout closes them all. Returns the uninstaller.
   */
  install(router: AnyRouter): () => void;
  /** Tab actions for the tab bar; no-ops while tab mode is not installed. */
  readonly actions: {
    activate(path: string): void;
    close(path: string): void;
    closeOthers(path: string): void;
    closeAll(): void;
  };
}

export function createTabsRuntime(deps: {
  config: Pick<ClientConfig, 'management'>;
  onInactivated: (listener: (reason: InactiveReason) => void) => () => void;
}): TabsRuntime {
  const state = proxy<TabList>({ tabs: [], active: null });
  let controller: TabsController | undefined;
  return {
    state,
    install(router) {
      const { mainPath, tabs } = deps.config.management;
      const c = createTabsController(
        state,
        {
          max: tabs.max,
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
        routeTitleOf(router, mainPath),
      );
      controller = c;
      c.reset();
      const offResolved = router.subscribe('onResolved', () => {
        void c.onResolved(tabTargetOf(router.state));
      });
      const offInactivated = deps.onInactivated(() => c.reset());
      return () => {
        offResolved();
        offInactivated();
        if (controller === c) controller = undefined;
      };
    },
    actions: {
      activate: (path) => void controller?.activate(path),
      close: (path) => void controller?.close(path),
      closeOthers: (path) => void controller?.closeOthers(path),
      closeAll: () => void controller?.closeAll(),
    },
  };
}
