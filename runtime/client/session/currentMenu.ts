import { proxy } from 'valtio/vanilla';

/** The menu the current route belongs to; the router guard records it on every navigation (spec section 2). */
export interface CurrentMenu {
  mnuId: string | null;
  /** Program id, sent as `Program-Id`. */
  proIdVal: string | null;
  mnuUrl: string | null;
}

/** A current menu before any navigation (the page's runtime makes one; every API call sends its `Menu-Id` and `Program-Id`). */
export function createCurrentMenu(): CurrentMenu {
  return proxy<CurrentMenu>({ mnuId: null, proIdVal: null, mnuUrl: null });
}

/** Records the current menu (`null`: the route matches no menu). */
export function setCurrentMenu(
  menu: { mnuId: string; proIdVal?: string | null; mnuUrl?: string | null } | null,
  target: CurrentMenu,
): void {
  target.mnuId = menu?.mnuId ?? null;
  target.proIdVal = menu?.proIdVal ?? null;
  target.mnuUrl = menu?.mnuUrl ?? null;
}
