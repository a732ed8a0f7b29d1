import { hasFunctionAuthority, hasMenuAuthority, isIpAllowed } from '../../core/auth/index.ts';

/** The columns of a menu that decide who may use it. */
export interface MenuGate {
  mnuId: string;
  authScopCd: string | null;
  ipLmtYn: string | null;
  ipList: string | null;
}

/** Why a caller may not use a menu: no authority for it (`menu`) or its IP limit (`ip`). */
export type MenuRefusal = 'menu' | 'ip';

/**
 * Whether `roles`, calling from `ip`, may use `menu`; `undefined` when they may. Reading needs menu
 * authority, or a public menu (`authScopCd 03`, open to every logged-in user); a write (`fncId`,
 * e.g. `SAVE`) needs that function's authority on the menu, which a public menu never gives.
 * Either way the menu's IP limit applies. Pure.
 */
export function menuRefusal(
  menu: MenuGate,
  roles: readonly string[],
  ip: string,
  fncId?: string,
): MenuRefusal | undefined {
  const allowed =
    fncId === undefined
      ? menu.authScopCd === '03' || hasMenuAuthority(roles, menu.mnuId)
      : hasFunctionAuthority(roles, menu.mnuId, fncId);
  if (!allowed) return 'menu';
  return isIpAllowed(menu, ip) ? undefined : 'ip';
}
