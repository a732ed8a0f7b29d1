import { normalizePath } from '../url/index.ts';
/** The fields of a menu the guard reads (spec section 3). */
export interface GuardMenu {
  mnuId: string;
  /** Shown on the login page when the guard refuses the menu. */
  mnuNm?: string | null;
  mnuUrl?: string | null;
  proIdVal?: string | null;
  authScopCd?: string | null;
  ipLmtYn?: string | null;
  ipList?: string | null;
  sysCd?: string | null;
}

const indexes = new WeakMap<readonly GuardMenu[], Map<string, GuardMenu>>();

/**
 * Menus by normalised URL, built once per menu list (the list from the initial data does not
 * change between navigations), so matching a path costs one lookup even with 10,000 menus.
 */
export function menuUrlIndex(menus: readonly GuardMenu[]): Map<string, GuardMenu> {
  let index = indexes.get(menus);
  if (!index) {
    index = new Map();
    for (const m of menus) {
      if (!m.mnuUrl) continue;
      let url = m.mnuUrl;
      try {
        url = decodeURI(url);
      } catch {
        // keep the raw URL; a malformed escape simply never matches
      }
      const key = normalizePath(url);
      if (!index.has(key)) index.set(key, m);
    }
    indexes.set(menus, index);
  }
  return index;
}
