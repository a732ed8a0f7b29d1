import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ClientConfig } from '../../../schemas/index.ts';
import { isIpAllowed } from '../../core/auth/index.ts';
import { authorityIndexOf, type Device } from '../../core/menu/index.ts';
import type { UserSettings } from '../../core/theme/index.ts';
import type { ApiClient, DownloadProgressState, LoadingState } from '../api/index.ts';
import type { Dialogs } from '../dialog/index.ts';
import type { InitialDataState, InitialMenu } from '../initialData/index.ts';
import { canUseFunction, computeMenuTree, type MenuTreeNode, pathOf } from '../menu/index.ts';
import {
  type CurrentMenu,
  rememberedUserIp,
  type SessionController,
  type SessionState,
} from '../session/index.ts';
import type { UserSettingsRuntime } from '../settings/index.ts';
import { useConsoleRuntime } from './ConsoleRuntimeContext.ts';

// The hooks over the page's runtime (`ConsoleRuntimeProvider`): its stores are read here, as
// snapshots that re-render the component when what it read changes.

/** The browser's projection of `console.config.yaml`. */
export function useConfig(): ClientConfig {
  return useConsoleRuntime().config;
}

/** The API client: `call`, `download`, `upload` (tokens, secured parameters, loading bar, errors). */
export function useApi(): ApiClient {
  return useConsoleRuntime().api;
}

/**
 * The session as a snapshot (re-renders when it changes: `authenticated`, `userId`, `userName`,
 * `roles`, `favourites`) and its actions (`logout`, …).
 */
export function useSession(): { state: Readonly<SessionState>; controller: SessionController } {
  const runtime = useConsoleRuntime();
  return { state: useSnapshot(runtime.sessionState) as Readonly<SessionState>, controller: runtime.session };
}

/**
 * The user's 화면 설정 as a snapshot (`values`: density, primary, menuCollapsed, tabs; each left
 * out follows the configuration) and the store to change them (`update`, `reset`).
 */
export function useUserSettings(): { values: Readonly<UserSettings>; settings: UserSettingsRuntime } {
  const { settings } = useConsoleRuntime();
  return { values: useSnapshot(settings.state).values as Readonly<UserSettings>, settings };
}

/**
 * The initial data as a snapshot (re-renders when it loads): `status`, and `data` with the menus,
 * the common codes by group (`data.commonCodes`), the app properties.
 */
export function useInitialData(): Readonly<InitialDataState> {
  return useSnapshot(useConsoleRuntime().initialData.state) as Readonly<InitialDataState>;
}

/** The menu the current route belongs to, as a snapshot (`mnuId`, `proIdVal`, `mnuUrl`). */
export function useCurrentMenu(): Readonly<CurrentMenu> {
  return useSnapshot(useConsoleRuntime().currentMenu);
}

/** The API calls in flight that the loading bar counts, as a snapshot (`count`). */
export function useLoading(): Readonly<LoadingState> {
  return useSnapshot(useConsoleRuntime().loading);
}

/** The page's downloads for the download bar, as a snapshot (`visible`, `percent`, `loaded`, …). */
export function useDownloads(): Readonly<DownloadProgressState> {
  return useSnapshot(useConsoleRuntime().downloads) as Readonly<DownloadProgressState>;
}

/** The page's dialog queue: `alert`, `confirm` and `toast`, one dialog at a time. */
export function useDialog(): Pick<Dialogs, 'alert' | 'confirm' | 'toast'> {
  return useConsoleRuntime().dialogs;
}

/**
 * Whether the user may use function `fncId` of the current menu (granted when there is none);
 * re-renders when the roles or the current menu change.
 */
export function useFunctionAuthority(fncId: string): boolean {
  return canUseFunction(fncId, useSession().state.roles, useCurrentMenu());
}

/**
 * Whether the user holds a function of the current menu, for a list of buttons (`undefined`: a
 * button that needs none). A list whose buttons are all refused shows nothing at all.
 */
export function useFunctionCheck(): (fncId: string | undefined) => boolean {
  const { roles } = useSession().state;
  const menu = useCurrentMenu();
  return (fncId) => fncId === undefined || canUseFunction(fncId, roles, menu);
}

/**
 * The trees computed for each menu list the initial data held (a snapshot, the same object for
 * every component until the menus change), by roles, login and device: the many blocks that ask
 * share one computation.
 */
const TREES = new WeakMap<object, Map<string, MenuTreeNode[]>>();

function sharedMenuTree(
  menus: readonly InitialMenu[] | undefined,
  roles: readonly string[],
  authenticated: boolean,
  device: Device,
): MenuTreeNode[] {
  if (!authenticated || !menus) return [];
  const byKey = TREES.get(menus) ?? new Map<string, MenuTreeNode[]>();
  TREES.set(menus, byKey);
  const key = `${device}|${roles.join(',')}`;
  const known = byKey.get(key);
  if (known) return known;
  const tree = computeMenuTree(menus, roles, authenticated, device);
  byKey.set(key, tree);
  return tree;
}

/**
 * The current user's menu tree for the runtime's device; re-derived when the initial data, the
 * login or the roles change.
 */
export function useMenuTree(): MenuTreeNode[] {
  const { device } = useConsoleRuntime();
  const { data } = useInitialData();
  const { roles, authenticated } = useSession().state;
  const menus = data?.menus as readonly InitialMenu[] | undefined;
  return useMemo(
    () => sharedMenuTree(menus, roles, authenticated, device),
    [menus, roles, authenticated, device],
  );
}

/**
 * Whether the user may open console route `to` (a path, with or without a query), as the guard
 * would decide: true for a path no menu has; for a menu's path, when one such menu is public
 * (`authScopCd 03`) or held, and its IP limit lets the user's address in. Hidden menus count as
 * their authority does.
 */
export function useRouteOpenable(): (to: string) => boolean {
  const { data } = useInitialData();
  const { config } = useConsoleRuntime();
  const { roles, authenticated } = useSession().state;
  const menus = data?.menus as readonly InitialMenu[] | undefined;
  return (to) => {
    const path = pathOf(to);
    const mine = (menus ?? []).filter((m) => m.mnuUrl && pathOf(m.mnuUrl) === path);
    if (mine.length === 0) return true;
    if (!authenticated) return false;
    const holds = authorityIndexOf(roles);
    const ip = rememberedUserIp();
    return mine.some(
      (m) =>
        (m.authScopCd === '03' || holds(m.mnuId)) &&
        isIpAllowed(m, ip, config.server.trustLoopback !== false),
    );
  };
}

/**
 * Registers a form's unsaved edits while `edited` is true (and clears them when it unmounts), so
 * leaving asks first. Returns the ref for the form element (tab close asks only for forms inside
 * the closing pane) and `saved()`, which clears the entry at once, before a navigation the form
 * starts itself (its submit, its 취소).
 */
export function useUnsavedChanges<E extends Element>(
  edited: boolean,
): { ref: RefObject<E | null>; saved: () => void } {
  const ref = useRef<E>(null);
  const [owner] = useState(() => ({}));
  const { unsaved } = useConsoleRuntime();
  useEffect(() => {
    unsaved.set(owner, edited, () => ref.current);
  }, [unsaved, owner, edited]);
  useEffect(() => () => unsaved.set(owner, false), [unsaved, owner]);
  return { ref, saved: () => unsaved.set(owner, false) };
}
