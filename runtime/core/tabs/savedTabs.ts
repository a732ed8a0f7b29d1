import type { Tab, TabList } from './tabList.ts';

/** Session-storage key of tab mode's open tabs and the active one (fidelity.md: tabs survive F5). */
export const SAVED_TABS_KEY = 'console:tabs';

/**
 * The tab list a reload restores: the stored tabs checked one by one (route paths, titles), the
 * main page pinned first, at most `max`, the active one among them (else the main page).
 * `undefined` when nothing usable was stored.
 */
export function parseSavedTabs(
  raw: string | null | undefined,
  main: Omit<Tab, 'pinned'>,
  max: number,
): TabList | undefined {
  if (!raw) return undefined;
  let saved: { tabs?: unknown; active?: unknown };
  try {
    saved = JSON.parse(raw) as typeof saved;
  } catch {
    return undefined;
  }
  if (!saved || !Array.isArray(saved.tabs)) return undefined;
  const tabs: Tab[] = [{ ...main, pinned: true }];
  for (const t of saved.tabs as Partial<Tab>[]) {
    if (tabs.length >= Math.max(1, max)) break;
    if (!t || typeof t.path !== 'string' || !t.path.startsWith('/') || t.path.startsWith('//')) continue;
    if (typeof t.title !== 'string' || tabs.some((x) => x.path === t.path)) continue;
    tabs.push({ path: t.path, title: t.title.slice(0, 200), pinned: false });
  }
  const active =
    typeof saved.active === 'string' && tabs.some((t) => t.path === saved.active) ? saved.active : main.path;
  return { tabs, active };
}
