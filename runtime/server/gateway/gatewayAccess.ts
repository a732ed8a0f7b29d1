import type { FastifyRequest } from 'fastify';
import type { DeclaredApi } from '../../../schemas/index.ts';
import { declaredApiFunction } from '../../core/auth/index.ts';
import { authErrors, menuCallerOf, menuRefusal } from '../platform/index.ts';

/** The calling menu of an authorised gateway call. */
export interface GatewayMenu {
  mnuId: string;
  proIdVal: string | null;
  /** The route path its URL names (the screen it opens), when it names one. */
  route?: string | undefined;
}

/** A menu URL as a route path: no query or fragment, no trailing slash (but `/`). */
function routeOf(url: string | null): string | undefined {
  if (!url) return undefined;
  const path = url.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether the caller may use declared API `name` from the `Menu-Id` menu; throws the 403 otherwise.
 * The menu must be one of this system's menus that is the route of a screen binding the API (or,
 * when the API names a `program`, a menu of that program), the caller needs menu authority there
 * (a public menu will do for a GET, never for another method) or the function `declaredApiFunction`
 * names (SAVE for a write without a `fncId`; a public menu never gives one), and the menu's IP limit
 * must let the caller's address in.
 */
export async function authoriseGatewayCall(
  request: FastifyRequest,
  o: { name: string; api: DeclaredApi; systemCode: string; menuHeader: string; routes: readonly string[] },
): Promise<GatewayMenu> {
  const menuId = request.headers[o.menuHeader.toLowerCase()];
  if (typeof menuId !== 'string' || menuId === '') throw authErrors.forbiddenMenu();
  // From the hot cache's menus, dropped the moment any menu changes (runtime/server/cache).
  const found = (await request.server.menus.all()).byId.get(menuId);
  const menu = found?.sysCd === o.systemCode ? found : undefined;
  if (!menu) throw authErrors.forbiddenMenu();
  const route = routeOf(menu.mnuUrl);
  const binds =
    (route !== undefined && o.routes.includes(route)) ||
    (o.api.program !== undefined && menu.proIdVal === o.api.program);
  // Authority on a menu whose screen does not use this API says nothing about the API.
  if (!binds) throw authErrors.forbiddenMenu();
  const fncId = declaredApiFunction(o.api);
  // A public menu (authScopCd 03) opens reads to every logged-in user, never a write: for a method
  // other than GET the menu counts as not public, so even a write that opts out of a function
  // (`fncId: none`) needs menu authority of the caller's own.
  const gate = o.api.method !== 'GET' && menu.authScopCd === '03' ? { ...menu, authScopCd: null } : menu;
  const refusal = menuRefusal(gate, menuCallerOf(request), fncId);
  if (refusal === 'ip') throw authErrors.forbiddenIp();
  if (refusal) {
    // Without the menu itself the function is beside the point: say which is missing.
    const holdsMenu = fncId !== undefined && menuRefusal(gate, menuCallerOf(request)) === undefined;
    throw holdsMenu ? authErrors.forbiddenFunction() : authErrors.forbiddenMenu();
  }
  return { mnuId: menu.mnuId, proIdVal: menu.proIdVal, route };
}
