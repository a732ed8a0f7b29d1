import { isIpAllowed } from '../auth/index.ts';
import { authorityIndexOf } from '../menu/index.ts';
import type { ScreenMeta } from '../screen/index.ts';
import { normalizePath } from '../url/index.ts';
import { type GuardMenu, menuUrlIndex } from './guardMenu.ts';

export interface GuardInput {
  /** Decoded pathname of the target, e.g. `/pubs/MS/LG/UI_FU_0001`. */
  pathname: string;
  /** Path plus search as the browser shows it, used for the return URL. */
  href: string;
  /** Whether the current search already carries the return parameter. */
  hasReturnParam: boolean;
  /** Page metadata of the matched screen; undefined when no screen matches. */
  meta: Pick<ScreenMeta, 'auth' | 'roles' | 'menuId'> | undefined;
  /** Menus of the current system, from the initial data. */
  menus: readonly GuardMenu[];
  session: { authenticated: boolean; roles: readonly string[]; ip: string };
  /** True when the URL was typed or opened directly rather than navigated to inside the app. */
  direct: boolean;
  config: {
    authEnabled: boolean;
    loginPath: string;
    returnParamName: string;
    mainPath: string;
    /** `auth.excludeUrlPatterns`: globs (`*` within a segment, `**` across) the guard skips. */
    excludeUrlPatterns: readonly string[];
    tabs: { enabled: boolean; preventDirectConnect: boolean; excludeUrls: readonly string[] };
    dev: boolean;
    /** `server.trustLoopback` (resolved): loopback addresses pass IP limits, as on the server. */
    trustLoopback: boolean;
  };
}

export type GuardDecision =
  | { kind: 'allow'; menu: GuardMenu | undefined; recordAccess: boolean }
  | { kind: 'login'; to: string; search: Record<string, string>; menu: GuardMenu | undefined }
  /** No authority for the menu: the session is invalidated (reason `validate`, spec section 2). */
  | { kind: 'invalidate'; menu: GuardMenu }
  /** The menu's IP limit refuses the user: an alert in tab mode, otherwise the session is inactivated. */
  | { kind: 'ipRefused'; menu: GuardMenu; alertOnly: boolean }
  /** Direct connection to a menu URL in tab mode: 404 with the unknown-URL message. */
  | { kind: 'directConnect'; menu: GuardMenu }
  /** The page's required roles are not held: the 401 screen. */
  | { kind: 'forbidden'; menu: GuardMenu | undefined };

const globCache = new Map<string, RegExp>();
function globToRegExp(glob: string): RegExp {
  let re = globCache.get(glob);
  if (!re) {
    const body = glob
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*');
    re = new RegExp(`^${body}$`);
    globCache.set(glob, re);
  }
  return re;
}

/** Whether a path matches one of the globs (`*` within a segment, `**` across segments). */
export function matchesAny(path: string, globs: readonly string[]): boolean {
  for (const g of globs) if (globToRegExp(normalizePath(g)).test(path)) return true;
  return false;
}

/**
 * The route guard of spec section 2, in the order fidelity.md fixes: match the path (trailing
 * slash ignored) to a menu of the current system → (the caller records the current menu) → if
 * the page needs auth and a menu matched: `authScopCd 03` passes at once; otherwise login,
 * authority, IP limit, then direct-connect prevention (tab mode, not in dev, never for the main
 * page, the login path or excluded paths) → page roles and `auth: exists`. Pure: the caller acts.
 */
export function decideGuard(i: GuardInput): GuardDecision {
  const path = normalizePath(i.pathname);
  const index = menuUrlIndex(i.menus);
  const menu =
    (i.meta?.menuId ? i.menus.find((m) => m.mnuId === i.meta?.menuId) : undefined) ?? index.get(path);
  // Access is recorded for a menu the user may open (the server refuses the rest with a 403): a
  // public screen under a menu of someone else's records nothing.
  const recordAccess =
    !!menu &&
    /^\d+$/.test(menu.mnuId) &&
    i.session.authenticated &&
    (menu.authScopCd === '03' || authorityIndexOf(i.session.roles)(menu.mnuId)) &&
    isIpAllowed(menu, i.session.ip, i.config.trustLoopback);
  const allow: GuardDecision = { kind: 'allow', menu, recordAccess };
  const c = i.config;
  if (!c.authEnabled || !i.meta || i.meta.auth === false) return allow;
  if (path === normalizePath(c.loginPath) || matchesAny(path, c.excludeUrlPatterns)) return allow;
  if (menu && menu.authScopCd === '03') return allow;
  if (!i.session.authenticated) {
    return {
      kind: 'login',
      to: c.loginPath,
      search: i.hasReturnParam ? {} : { [c.returnParamName]: i.href },
      menu,
    };
  }
  if (menu && i.meta.auth === true) {
    if (!authorityIndexOf(i.session.roles)(menu.mnuId)) return { kind: 'invalidate', menu };
    if (!isIpAllowed(menu, i.session.ip, c.trustLoopback))
      return { kind: 'ipRefused', menu, alertOnly: c.tabs.enabled };
    const exempt = path === normalizePath(c.mainPath) || matchesAny(path, c.tabs.excludeUrls);
    if (c.tabs.enabled && c.tabs.preventDirectConnect && !c.dev && i.direct && !exempt) {
      return { kind: 'directConnect', menu };
    }
  }
  if (i.meta.roles.length > 0 && !i.meta.roles.some((r) => i.session.roles.includes(r))) {
    return { kind: 'forbidden', menu };
  }
  return allow;
}
