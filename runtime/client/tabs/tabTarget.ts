import type { AnyRouter } from '@tanstack/react-router';
import type { ScreenMeta } from '../../core/screen/index.ts';
import type { TabTarget } from './createTabsController.ts';

interface LeafMatch {
  routeId: string;
  fullPath: string;
  status: string;
  globalNotFound?: boolean;
  /** Set on the route whose outlet renders a 404 (e.g. the root, for the direct-connect guard). */
  _notFound?: boolean;
  staticData?: { screen?: ScreenMeta };
}

/** Whether a match stands for a 404 or an error (not a screen to show in a tab). */
export function isNotTabMatch(m: Pick<LeafMatch, 'status' | 'globalNotFound' | '_notFound'>): boolean {
  return m.status === 'notFound' || m.status === 'error' || m.globalNotFound === true || m._notFound === true;
}

/**
 * The tab a resolved router state stands for: its leaf screen route, or `null` for what is not a
 * tab (no screen matched, a 404 or error, a page without layout such as the login page).
 */
export function tabTargetOf(state: AnyRouter['state']): TabTarget | null {
  const matches = state.matches as readonly LeafMatch[];
  const leaf = matches[matches.length - 1];
  const meta = leaf?.staticData?.screen;
  if (!leaf || !meta || meta.layout === 'none') return null;
  // A 404 or error anywhere (the direct-connect guard throws from the root route) is not a tab.
  if (matches.some(isNotTabMatch)) return null;
  return {
    path: leaf.fullPath,
    title: meta.title,
    search: (state.location.search ?? {}) as Record<string, unknown>,
  };
}

/** The screen title of a route path, from its generated metadata. */
export function routeTitleOf(router: AnyRouter, path: string): string {
  const route = (
    router.routesByPath as Record<string, { options: { staticData?: { screen?: ScreenMeta } } }>
  )[path];
  return route?.options.staticData?.screen?.title ?? path;
}
