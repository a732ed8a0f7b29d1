import { useState } from 'react';
import { EMPTY_GRID_PREFS, type GridPrefs, parseGridPrefs } from '../../../core/grid/index.ts';
import { useSession } from '../../runtime/index.ts';
import { browserStorage } from '../../session/index.ts';

/** Local-storage key of one grid's column preferences: per user, screen and grid. */
export function gridPrefsKey(userId: string | null, screen: string, gridId: string): string {
  return `console:grid:${userId ?? '-'}:${screen}:${gridId}`;
}

/**
 * The user's column order, visibility and widths for one grid of one screen, kept in local
 * storage so they survive reloads and logins (per user); `set` stores a change at once.
 */
export function useGridPrefs(
  screen: string,
  gridId: string,
  keys: readonly string[],
): [GridPrefs, (prefs: GridPrefs) => void] {
  const { userId } = useSession().state;
  const key = gridPrefsKey(userId, screen, gridId);
  const read = () => {
    try {
      return parseGridPrefs(browserStorage('local')?.getItem(key), keys);
    } catch {
      return EMPTY_GRID_PREFS;
    }
  };
  const [state, setState] = useState(() => ({ key, prefs: read() }));
  // Another user (or screen) reads its own.
  const current = state.key === key ? state.prefs : read();
  if (state.key !== key) setState({ key, prefs: current });
  const set = (prefs: GridPrefs) => {
    setState({ key, prefs });
    try {
      if (prefs === EMPTY_GRID_PREFS) browserStorage('local')?.removeItem(key);
      else browserStorage('local')?.setItem(key, JSON.stringify(prefs));
    } catch {
      // storage full or blocked: the choice lasts for this page
    }
  };
  return [current, set];
}
