import type { FastifyRequest } from 'fastify';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether loopback callers pass menus' IP limits (config `server.trustLoopback`, resolved by profile). */
    trustLoopback: boolean;
  }
}

/** Who asks to use a menu: their authority strings, the address they call from, and whether a loopback address passes IP limits here. */
export interface MenuCaller {
  roles: readonly string[];
  ip: string;
  trustLoopback: boolean;
}

/** The menu caller of a request: the logged-in user's roles (none when anonymous) and the request's address. */
export function menuCallerOf(request: FastifyRequest): MenuCaller {
  return { roles: request.user?.roles ?? [], ip: request.ip, trustLoopback: request.server.trustLoopback };
}

/**
 * Whether `caller` may use `menu`; `undefined` when they may. Reading needs menu
 * authority, or a public menu (`authScopCd 03`, open to every logged-in user); a write (`fncId`,
 * e.g. `SAVE`) needs that function's authority on the menu, which a public menu never gives.
 * Either way the menu's IP limit applies. Pure.
 */
export function menuRefusal(menu: MenuGate, caller: MenuCaller, fncId?: string): MenuRefusal | undefined {
  const { roles } = caller;
  const allowed =
    fncId === undefined
      ? menu.authScopCd === '03' || hasMenuAuthority(roles, menu.mnuId)
      : hasFunctionAuthority(roles, menu.mnuId, fncId);
  if (!allowed) return 'menu';
  return isIpAllowed(menu, caller.ip, caller.trustLoopback) ? undefined : 'ip';
}
