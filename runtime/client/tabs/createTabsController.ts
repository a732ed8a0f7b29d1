import { isSafeNavigationUrl } from '../../core/guard/index.ts';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsRightOf,
  createTabList,
  openTab,
  type TabList,
} from '../../core/tabs/index.ts';

/** A menu as the `?id=` lookup needs it (from `initialData.data.menus`). */
export interface TabsMenu {
  mnuId: string;
  mnuNm?: string | null | undefined;
  mnuUrl?: string | null | undefined;
}

/** What the tab controller needs from the runtime; injected so it runs without a browser or router. */
export interface TabsEnvironment {
  /** `management.tabs.max` (default 10). */
  max: number;
  /** `management.mainPath` (default `/`). */
  mainPath: string;
  /** In-app navigation to a tab's route path (the guard still runs). */
  navigateTo: (path: string) => unknown;
  /** In-app navigation to a menu URL, replacing the current history entry. */
  replaceHref: (href: string) => unknown;
  confirm: (message: string) => Promise<boolean>;
  alert: (message: string) => Promise<void>;
  /** `window.close()` after the missing-menu alert of `?id=`. */
  closeWindow: () => void;
  menus: () => readonly TabsMenu[];
  messages: { limit: (max: number) => string; menuMissing: () => string };
}

/** A resolved navigation as tab mode sees it: a screen route (path + title) and the search. */
export interface TabTarget {
  path: string;
  title: string;
  search: Record<string, unknown>;
}

export interface TabsController {
  /** Call after every resolved navigation; `null` when the location is not a tab screen (404, login). */
  onResolved: (target: TabTarget | null) => Promise<void>;
  /** Activates a tab by navigating to it (the store follows when the navigation resolves). */
  activate: (path: string) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeRight: (path: string) => void;
  closeAll: () => void;
  /** Back to only the main tab (after logout: every screen's state is released). */
  reset: () => void;
}

/**
 * Tab mode's behaviour over a tab-list store. The router stays the source of truth for the URL:
 * opening and activating follow resolved navigations; closing the active tab navigates to the tab
 * that becomes active.
 */
export function createTabsController(
  state: TabList,
  env: TabsEnvironment,
  mainTitle: string,
): TabsController {
  const set = (next: TabList) => {
    state.tabs = next.tabs;
    state.active = next.active;
  };
  // Set while `?id=` navigates to its menu: the next resolved screen becomes the only tab.
  let onlyNext = false;
  let asking = false;

  const afterClose = (before: string | null, next: TabList) => {
    set(next);
    if (next.active && next.active !== before) env.navigateTo(next.active);
  };

  return {
    async onResolved(target) {
      if (!target) return;
      if (onlyNext) {
        onlyNext = false;
        set(createTabList([{ path: target.path, title: target.title }]));
        return;
      }
      const id = target.search.id;
      if (target.path === env.mainPath && (typeof id === 'string' || typeof id === 'number')) {
        const menu = env.menus().find((m) => m.mnuId === String(id));
        // A script or unpermitted URL counts as no page: the same alert, and nothing opens.
        if (!menu?.mnuUrl || !isSafeNavigationUrl(menu.mnuUrl)) {
          await env.alert(env.messages.menuMissing());
          env.closeWindow();
          return;
        }
        onlyNext = true;
        env.replaceHref(menu.mnuUrl);
        return;
      }
      const tab = { path: target.path, title: target.title };
      const first = openTab(state, tab, env.max);
      if (first.kind !== 'full') return set(first.list);
      if (asking) return;
      asking = true;
      try {
        const ok = first.oldest !== undefined && (await env.confirm(env.messages.limit(env.max)));
        if (ok) set(openTab(state, tab, env.max, { evictOldest: true }).list);
        else if (state.active) env.navigateTo(state.active);
      } finally {
        asking = false;
      }
    },
    activate(path) {
      if (state.tabs.some((t) => t.path === path)) env.navigateTo(path);
    },
    close(path) {
      afterClose(state.active, closeTab(state, path));
    },
    closeOthers(path) {
      afterClose(state.active, closeOtherTabs(state, path));
    },
    closeRight(path) {
      afterClose(state.active, closeTabsRightOf(state, path));
    },
    closeAll() {
      afterClose(state.active, closeAllTabs(state));
    },
    reset() {
      onlyNext = false;
      set(createTabList([{ path: env.mainPath, title: mainTitle }]));
    },
  };
}
