import { isRelativeUrl } from '../url/index.ts';

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

/**
 * Where a user goes after login (spec section 2): in tab mode the main page; otherwise the
 * return URL, then the user's default menu (defMnuYn Y), then the first menu with a URL, then the
 * main page.
 */
export function nextPathAfterLogin(i: {
  tabsEnabled: boolean;
  mainPath: string;
  returnUrl: unknown;
  userMenus: readonly { mnuUrl?: string | null; defMnuYn?: string | null }[];
  menus: readonly { mnuUrl?: string | null }[];
}): string {
  if (i.tabsEnabled) return i.mainPath;
  const back = safeReturnUrl(i.returnUrl);
  if (back) return back;
  const def = i.userMenus.find((m) => m.defMnuYn === 'Y' && m.mnuUrl && safeReturnUrl(m.mnuUrl));
  if (def?.mnuUrl) return def.mnuUrl;
  const first = i.menus.find((m) => m.mnuUrl && safeReturnUrl(m.mnuUrl));
  return first?.mnuUrl ?? i.mainPath;
}
