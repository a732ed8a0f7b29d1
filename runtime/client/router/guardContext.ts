import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type { GuardMenu } from '../../core/guard/index.ts';
import { t } from '../i18n/index.ts';
import type { ConsoleRuntime } from '../runtime/index.ts';
import { rememberedUserIp, setCurrentMenu } from '../session/index.ts';
import type { GuardContext } from './guard.ts';

/** The guard's view of the runtime, for one router. */
export interface RouterGuard extends GuardContext {
  /** Resolves once the initial data is in (the guard reads its menus). */
  ready: () => Promise<void>;
  /**
   * Resolves once the page knows its session: a new tab has asked the other tabs for theirs
   * (`ConsoleRuntime.ready`). Only screens that need a session wait for it.
   */
  sessionReady: () => Promise<void>;
  /** Marks the end of the first navigation (the router calls it on `onResolved`). */
  markNavigated: () => void;
  /** Reads the user's roles as the server holds them now; true when they changed. */
  refreshRoles: () => Promise<boolean>;
}

/** The guard's view of a runtime: menus from the initial data, current menu, access logging. */
export function createRouterGuard(runtime: ConsoleRuntime): RouterGuard {
  let first = true;
  return {
    config: runtime.config,
    session: runtime.sessionState,
    firstNavigation: () => first,
    reloadedTab: (pathname) =>
      runtime.config.management.tabs.enabled && runtime.tabs.restoresOnReload(pathname),
    markNavigated: () => {
      first = false;
    },
    refreshRoles: () => runtime.session.refreshUser(),
    ready: runtime.initialData.require,
    sessionReady: runtime.ready,
    menus: () => (runtime.initialData.state.data?.menus ?? []) as unknown as readonly GuardMenu[],
    onMenu: (menu) => setCurrentMenu(menu ?? null, runtime.currentMenu),
    onAccess: (menu, url) => {
      // Access history (spec section 7): errors ignored, no loading bar.
      runtime.api
        .call({
          url: API_ENDPOINTS['menu.access'].url,
          method: API_ENDPOINTS['menu.access'].method,
          body: { mnuId: menu.mnuId, mnuUrl: encodedPath(url) },
          loading: false,
          passResultCodes: 'all',
        })
        .catch(() => undefined);
    },
    onInvalidate: (reason, menu) => runtime.session.inactivate(reason, { menu }),
    onIpRefusedAlert: () => {
      void runtime.dialogs.alert(t('error.ipRefused'));
    },
    userIp: rememberedUserIp,
  };
}

/**
 * A path as a URL writes it (`/index copy` → `/index%20copy`, as the menus store it): the router
 * gives it decoded, and the access record refuses a space.
 */
export function encodedPath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return encodeURI(path);
  }
}
