/** One open tab of tab mode, keyed by its route path. */
export interface Tab {
  /** Route path (the generated route's full path, e.g. `/pubs/MP/PG/UI_FU_0020`). */
  path: string;
  /** Label shown on the tab (the screen's title). */
  title: string;
  /** A pinned tab (the main page) cannot be closed. */
  pinned: boolean;
}

/** The open tabs in opening order (oldest first) and the active one's path. */
export interface TabList {
  tabs: readonly Tab[];
  /** Path of the active tab; `null` only when no tab is open. */
  active: string | null;
}

/** What opening a path did: activated an open tab, opened a new one, or refused because `max` is reached. */
export type OpenResult =
  | { kind: 'activated'; list: TabList }
  | { kind: 'opened'; list: TabList }
  /** `max` tabs are open: `oldest` is the tab `openTab(..., { evictOldest: true })` would close. */
  | { kind: 'full'; oldest: Tab | undefined; list: TabList };

/** A tab list holding `pinned` tabs (the main page), the first one active. */
export function createTabList(pinned: readonly Omit<Tab, 'pinned'>[]): TabList {
  return { tabs: pinned.map((t) => ({ ...t, pinned: true })), active: pinned[0]?.path ?? null };
}

/** The oldest tab that may be closed (the first non-pinned one in opening order). */
export function oldestClosable(list: TabList): Tab | undefined {
  return list.tabs.find((t) => !t.pinned);
}

/**
 * Opens (or activates) the tab of `tab.path`. At `max` open tabs a new one is refused with `full`
 * unless `evictOldest` is set, which closes the oldest non-pinned tab first. Pure.
 */
export function openTab(
  list: TabList,
  tab: Omit<Tab, 'pinned'>,
  max: number,
  opts: { evictOldest?: boolean } = {},
): OpenResult {
  if (list.tabs.some((t) => t.path === tab.path)) {
    return { kind: 'activated', list: { ...list, active: tab.path } };
  }
  let tabs = list.tabs;
  if (tabs.length >= max) {
    const oldest = oldestClosable(list);
    if (!opts.evictOldest || !oldest) return { kind: 'full', oldest, list };
    // Evict as many as needed: a lowered `max` can leave more than one too many.
    while (tabs.length >= max) {
      const victim = tabs.find((t) => !t.pinned);
      if (!victim) return { kind: 'full', oldest: undefined, list };
      tabs = tabs.filter((t) => t !== victim);
    }
  }
  return { kind: 'opened', list: { tabs: [...tabs, { ...tab, pinned: false }], active: tab.path } };
}

/** Makes an open tab active; unknown paths leave the list unchanged. */
export function activateTab(list: TabList, path: string): TabList {
  return list.tabs.some((t) => t.path === path) ? { ...list, active: path } : list;
}

/**
 * Closes a tab. Pinned or unknown tabs stay. Closing the active tab activates its right-hand
 * neighbour, else its left-hand one.
 */
export function closeTab(list: TabList, path: string): TabList {
  const i = list.tabs.findIndex((t) => t.path === path);
  const tab = list.tabs[i];
  if (!tab || tab.pinned) return list;
  const tabs = list.tabs.filter((_, j) => j !== i);
  if (list.active !== path) return { tabs, active: list.active };
  const next = tabs[i] ?? tabs[i - 1];
  return { tabs, active: next?.path ?? null };
}

/** Closes every tab but `path` and the pinned ones; `path` becomes active. */
export function closeOtherTabs(list: TabList, path: string): TabList {
  if (!list.tabs.some((t) => t.path === path)) return list;
  return { tabs: list.tabs.filter((t) => t.pinned || t.path === path), active: path };
}

/**
 * Closes the non-pinned tabs to the right of `path` (오른쪽 탭 닫기); when the active tab was one of
 * them, `path` becomes active. Unknown paths leave the list unchanged.
 */
export function closeTabsRightOf(list: TabList, path: string): TabList {
  const i = list.tabs.findIndex((t) => t.path === path);
  if (i === -1) return list;
  const tabs = list.tabs.filter((t, j) => j <= i || t.pinned);
  const active = tabs.some((t) => t.path === list.active) ? list.active : path;
  return { tabs, active };
}

/** Closes every non-pinned tab; the first pinned tab becomes active. */
export function closeAllTabs(list: TabList): TabList {
  const tabs = list.tabs.filter((t) => t.pinned);
  const active = tabs.some((t) => t.path === list.active) ? list.active : (tabs[0]?.path ?? null);
  return { tabs, active };
}
