import type { AnyRouter } from '@tanstack/react-router';
import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import type { ClientConfig } from '../../../schemas/index.ts';
import type { InactiveReason } from '../../core/session/index.ts';
import { parseSavedTabs, SAVED_TABS_KEY, type TabList } from '../../core/tabs/index.ts';
import type { Dialogs } from '../dialog/index.ts';
import { t } from '../i18n/index.ts';
import type { InitialMenu } from '../initialData/index.ts';
import type { StorageLike } from '../session/index.ts';
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
  /**
   * True when this page load is a reload (F5) and `path` was an open tab: the guard lets it through
   * instead of answering the direct-connect 404 (fidelity.md), and the tabs come back.
   */
  restoresOnReload(path: string): boolean;
  /** How often each tab was refreshed (새로고침): its pane's screen is drawn anew at each change. */
  readonly reloads: Record<string, number>;
  /** Tab actions for the tab bar; no-ops while tab mode is not installed. */
  readonly actions: {
    activate(path: string): void;
    close(path: string): void;
    closeOthers(path: string): void;
    closeRight(path: string): void;
    closeAll(): void;
    /** 새로고침: the tab's screen is drawn anew (its data read again), the other tabs keep theirs. */
    reload(path: string): void;
  };
}

export function createTabsRuntime(deps: {
  config: Pick<ClientConfig, 'management'>;
  onInactivated: (listener: (reason: InactiveReason) => void) => () => void;
  /** This tab's session storage: the open tabs survive a reload. Default: not kept. */
  storage?: StorageLike | undefined;
  /** Whether this page load is a reload (the Navigation Timing entry's type). Default false. */
  reloaded?: boolean;
  /** The page's dialogs: the tab limit asks, an unknown `?id=` alerts. */
  dialogs: Pick<Dialogs, 'alert' | 'confirm'>;
  /** The initial data's menus (a tab's title, `?id=`). */
  menus: () => readonly InitialMenu[];
}): TabsRuntime {
  const state = proxy<TabList>({ tabs: [], active: null });
  const reloads = proxy<Record<string, number>>({});
  let controller: TabsController | undefined;
  const stored = (): string | null => {
    try {
      return deps.storage?.getItem(SAVED_TABS_KEY) ?? null;
    } catch {
      return null;
    }
  };
  // What this page load may restore, read once before anything is written back.
  const savedAtLoad = deps.reloaded ? stored() : null;
  const savedPaths = (): string[] => {
    try {
      const list = savedAtLoad ? (JSON.parse(savedAtLoad) as { tabs?: { path?: unknown }[] }).tabs : [];
      return Array.isArray(list) ? list.flatMap((t) => (typeof t?.path === 'string' ? [t.path] : [])) : [];
    } catch {
      return [];
    }
  };
  return {
    state,
    reloads,
    restoresOnReload(path) {
      if (!savedAtLoad) return false;
      let decoded = path;
      try {
        decoded = decodeURI(path);
      } catch {
        // keep it as it is
      }
      return savedPaths().some((p) => p === path || p === decoded);
    },
    install(router) {
      const { mainPath, tabs } = deps.config.management;
      const c = createTabsController(
        state,
        {
          max: tabs.max,
          mainPath,
          navigateTo: (path) => router.navigate({ to: path }),
          replaceHref: (href) => router.navigate({ href, replace: true }),
          confirm: (message) => deps.dialogs.confirm(message),
          alert: (message) => deps.dialogs.alert(message),
          closeWindow: () => window.close(),
          menus: deps.menus,
          messages: {
            limit: (max) => t('tabs.limit', { max }),
            menuMissing: () => t('tabs.menuMissing'),
          },
        },
        routeTitleOf(router, mainPath),
      );
      controller = c;
      c.reset();
      const saved = parseSavedTabs(
        savedAtLoad,
        { path: mainPath, title: routeTitleOf(router, mainPath) },
        tabs.max,
      );
      if (saved) {
        state.tabs = saved.tabs;
        state.active = saved.active;
      }
      const offSave = subscribe(state, () => {
        try {
          deps.storage?.setItem(SAVED_TABS_KEY, JSON.stringify(snapshot(state)));
        } catch {
          // storage full or blocked: a reload then starts with the main tab
        }
      });
      const offResolved = router.subscribe('onResolved', () => {
        void c.onResolved(tabTargetOf(router.state));
      });
      const offInactivated = deps.onInactivated(() => c.reset());
      return () => {
        offResolved();
        offInactivated();
        offSave();
        if (controller === c) controller = undefined;
      };
    },
    actions: {
      activate: (path) => void controller?.activate(path),
      close: (path) => void controller?.close(path),
      closeOthers: (path) => void controller?.closeOthers(path),
      closeRight: (path) => void controller?.closeRight(path),
      closeAll: () => void controller?.closeAll(),
      reload: (path) => {
        reloads[path] = (reloads[path] ?? 0) + 1;
      },
    },
  };
}
