import { proxy } from 'valtio/vanilla';
import { parseUserSettings, type UserSettings, userSettingsKey } from '../../core/theme/index.ts';
import type { StorageLike } from '../session/index.ts';

/** The settings of the user the page is for (valtio): read them with `useUserSettings()`. */
export interface UserSettingsState {
  userId: string | null;
  values: UserSettings;
}

/** 화면 설정 of the page's user, kept per user in local storage. */
export interface UserSettingsRuntime {
  readonly state: UserSettingsState;
  /** Whether the configuration turns tab mode on (`management.tabs.enabled`): 화면 설정 may turn it off. */
  readonly tabsConfigured: boolean;
  /** Reads the settings `userId` kept (none for null: the configuration's apply). */
  load(userId: string | null): void;
  /** Changes some settings (undefined: back to the configuration's) and keeps them for the user. */
  update(patch: Partial<Record<keyof UserSettings, UserSettings[keyof UserSettings] | undefined>>): void;
  /** Every setting back to the configuration's. */
  reset(): void;
  /**
   * The tab mode `userId` chose, or the user last seen in this browser when the page does not know
   * its user yet (a new tab takes its session from the others only after the router is made).
   */
  tabsChoiceOf(userId: string | null): boolean | undefined;
  /** Whether a page of `userId` runs in tab mode: the configuration turns it on and the user did not turn it off. */
  tabsOnFor(userId: string | null): boolean;
}

/** Local-storage key of the user whose settings this browser last read (for a new tab's tab mode). */
export const LAST_USER_KEY = 'console:settings:last-user';

/** The page's 화면 설정 over `storage` (local storage; none: they last for the page). */
export function createUserSettings(
  storage: StorageLike | undefined,
  tabsConfigured: boolean,
): UserSettingsRuntime {
  const state = proxy<UserSettingsState>({ userId: null, values: {} });
  const keep = () => {
    if (!state.userId) return;
    try {
      const key = userSettingsKey(state.userId);
      if (Object.keys(state.values).length) storage?.setItem(key, JSON.stringify(state.values));
      else storage?.removeItem(key);
    } catch {
      // blocked or full storage: the choice lasts for this page
    }
  };
  const tabsChoiceOf = (userId: string | null): boolean | undefined => {
    try {
      const who = userId ?? storage?.getItem(LAST_USER_KEY);
      return who ? parseUserSettings(storage?.getItem(userSettingsKey(who))).tabs : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    state,
    tabsConfigured,
    load(userId) {
      if (userId === state.userId) return;
      let raw: string | null | undefined;
      try {
        raw = userId ? storage?.getItem(userSettingsKey(userId)) : undefined;
      } catch {
        raw = undefined;
      }
      state.userId = userId;
      state.values = parseUserSettings(raw);
      try {
        if (userId) storage?.setItem(LAST_USER_KEY, userId);
      } catch {
        // blocked storage: a new tab follows the configuration
      }
    },
    tabsOnFor(userId) {
      return tabsConfigured && tabsChoiceOf(userId) !== false;
    },
    tabsChoiceOf,
    update(patch) {
      const next: Record<string, unknown> = { ...state.values };
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) delete next[k];
        else next[k] = v;
      }
      // Only what could have been chosen is kept (the same check as a read).
      state.values = parseUserSettings(JSON.stringify(next));
      keep();
    },
    reset() {
      state.values = {};
      keep();
    },
  };
}
