import { isIpAllowed } from '../auth/index.ts';
import { authorityIndexOf } from '../menu/index.ts';
import { isRelativeUrl, normalizePath } from '../url/index.ts';

/**
 * A return URL is used only when its path passes the relative-URL rule (fidelity.md); the query
 * after it is kept as it is. Anything else (absolute, protocol-relative, `javascript:`) is ignored,
 * so the login page is never an open redirect.
 */
export function safeReturnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const cut = value.search(/[?#]/);
  const path = cut === -1 ? value : value.slice(0, cut);
  return isRelativeUrl(path) ? value : undefined;
}

/** What the next path is chosen from of a menu: its URL and who may open it. */
export interface AfterLoginMenu {
  mnuId: string;
  mnuUrl?: string | null | undefined;
  /** `03`: open to every logged-in user. */
  authScopCd?: string | null | undefined;
  ipLmtYn?: string | null | undefined;
  ipList?: string | null | undefined;
}

/**
 * Where a user goes after login (spec section 2): in tab mode the main page; otherwise the return
 * URL, then the user's default menu (defMnuYn Y), then the first menu with a URL, then the main
 * page — of these, only a page the user may open: a menu they hold authority for (or a public
 * one, `authScopCd 03`) whose IP limit lets `ip` in, or a path no menu has. Sending a user to a
 * menu they lack would end their session at once (the guard's refusal) and bring them back here.
 * `undefined` when the user may open nothing, not even the main page (a menu they lack): the login
 * page says so rather than send them round that loop.
 */
export function nextPathAfterLogin(i: {
  tabsEnabled: boolean;
  mainPath: string;
  returnUrl: unknown;
  userMenus: readonly { mnuUrl?: string | null; defMnuYn?: string | null }[];
  menus: readonly AfterLoginMenu[];
  /** The user's authority strings (`menuId:programId:functionId`), as the login answered them. */
  roles: readonly string[];
  /** The user's address, for menus with an IP limit. */
  ip: string;
  /** `server.trustLoopback` (resolved): loopback addresses pass IP limits, as on the server. */
  trustLoopback: boolean;
}): string | undefined {
  if (i.tabsEnabled) return i.mainPath;
  const holds = authorityIndexOf(i.roles);
  const mayOpen = (m: AfterLoginMenu) =>
    (m.authScopCd === '03' || holds(m.mnuId)) && isIpAllowed(m, i.ip, i.trustLoopback);
  const byPath = new Map<string, AfterLoginMenu>();
  for (const m of i.menus) if (m.mnuUrl) byPath.set(normalizePath(m.mnuUrl), m);
  const opens = (url: string) => {
    const cut = url.search(/[?#]/);
    const menu = byPath.get(normalizePath(cut === -1 ? url : url.slice(0, cut)));
    return menu === undefined || mayOpen(menu);
  };
  const back = safeReturnUrl(i.returnUrl);
  if (back && opens(back)) return back;
  const def = i.userMenus.find((m) => m.defMnuYn === 'Y' && m.mnuUrl && safeReturnUrl(m.mnuUrl));
  if (def?.mnuUrl && opens(def.mnuUrl)) return def.mnuUrl;
  const first = i.menus.find((m) => m.mnuUrl && safeReturnUrl(m.mnuUrl) && mayOpen(m));
  if (first?.mnuUrl) return first.mnuUrl;
  return opens(i.mainPath) ? i.mainPath : undefined;
}
