import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { hasMenuAuthority } from '../../core/auth/index.ts';
import { favouritesKey, noteChange } from '../cache/index.ts';
import { accessLogs } from '../db/index.ts';
import {
  apiRoute,
  auditStamp,
  authErrors,
  menuCallerOf,
  menuRefusal,
  type PluginOptions,
  type SessionUser,
  success,
} from '../platform/index.ts';
import { systemErrors } from './systemErrors.ts';
import {
  addFavourite,
  listFavourites,
  removeFavourite,
  reorderFavourites,
  setDefaultFavourite,
} from './userMenuStore.ts';

/** How many menus 최근 메뉴 lists, and how many of the caller's latest openings it looks through. */
const RECENT_MENUS = 5;
const RECENT_SCAN = 200;

/** The logged-in caller (every route here needs one; the auth hook has already checked). */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw authErrors.unauthorized();
  return request.user;
}

/**
 * Favourite menus (spec section 7). A caller only ever reads or changes their own list; every
 * answer is the caller's list after the call, ordered by srtNo.
 */
export async function userMenuApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const defaultSysCd = options.config.management.systemCode;
  const mainPath = options.config.management.mainPath;

  // 최근 메뉴 (the dashboard): the caller's latest menus from their access history, read through
  // its (usr_id, reg_dttm) index — the newest 200 openings at most, whatever the history's length.
  apiRoute(app, API_ROUTES['usermenu.recent'], async (request) => {
    const user = callerOf(request);
    const opened = await app.db
      .select({ mnuId: accessLogs.mnuId, at: accessLogs.regDttm })
      .from(accessLogs)
      .where(
        and(eq(accessLogs.usrId, user.usrId), eq(accessLogs.sysCd, defaultSysCd), isNull(accessLogs.fncId)),
      )
      .orderBy(desc(accessLogs.regDttm))
      .limit(RECENT_SCAN);
    const menus = (await app.menus.all()).byId;
    const seen = new Set<string>();
    const list = [];
    for (const { mnuId, at } of opened) {
      if (!mnuId || seen.has(mnuId)) continue;
      seen.add(mnuId);
      const menu = menus.get(mnuId);
      if (!menu?.mnuUrl || menu.dpYn !== 'Y' || menu.mnuUrl === mainPath) continue;
      if (menuRefusal(menu, { ...menuCallerOf(request), roles: user.roles }) !== undefined) continue;
      list.push({ mnuId, mnuNm: menu.mnuNm, mnuUrl: menu.mnuUrl, lastDttm: at.toISOString() });
      if (list.length === RECENT_MENUS) break;
    }
    return success({ list });
  });
  // This process's next list sees a write at once; the others hear the trigger.
  const changed = (usrId: string) => noteChange(app.db, { t: 'favourites', k: usrId });

  apiRoute(app, API_ROUTES['usermenu.list'], async (request) => {
    const input = request.body;
    const user = callerOf(request);
    if (input.usrId !== undefined && input.usrId !== user.usrId) throw systemErrors.otherUsersFavourites();
    const owner = { usrId: user.usrId, sysCd: input.sysCd };
    // From the hot cache, dropped the moment this user's favourites or any menu change.
    const list = await app.hotCache.favourites.get(favouritesKey(owner.usrId, owner.sysCd), () =>
      listFavourites(app.db, owner),
    );
    return success(list ?? []);
  });

  apiRoute(app, API_ROUTES['usermenu.add'], async (request) => {
    const input = request.body;
    const user = callerOf(request);
    const sysCd = input.sysCd ?? defaultSysCd;
    // The menu from the hot cache (as the guard reads it), dropped the moment any menu changes.
    const menu = (await app.menus.all()).byId.get(input.mnuId);
    if (!menu || menu.sysCd !== sysCd) throw systemErrors.menuNotFound(input.mnuId);
    if (menu.authScopCd !== '03' && !hasMenuAuthority(user.roles, menu.mnuId)) {
      throw systemErrors.noMenuAuthority(menu.mnuId);
    }
    const list = await addFavourite(app.db, { usrId: user.usrId, sysCd }, menu.mnuId, auditStamp(request));
    changed(user.usrId);
    return success(list);
  });

  apiRoute(app, API_ROUTES['usermenu.remove'], async (request) => {
    const input = request.body;
    const owner = { usrId: callerOf(request).usrId, sysCd: input.sysCd ?? defaultSysCd };
    const list = await removeFavourite(app.db, owner, input.mnuId);
    changed(owner.usrId);
    return success(list);
  });

  apiRoute(app, API_ROUTES['usermenu.edit'], async (request) => {
    const input = request.body;
    const owner = { usrId: callerOf(request).usrId, sysCd: input.sysCd ?? defaultSysCd };
    const list = await reorderFavourites(app.db, owner, input.mnuIds, auditStamp(request));
    changed(owner.usrId);
    return success(list);
  });

  apiRoute(app, API_ROUTES['usermenu.def'], async (request) => {
    const input = request.body;
    const owner = { usrId: callerOf(request).usrId, sysCd: input.sysCd ?? defaultSysCd };
    const list = await setDefaultFavourite(app.db, owner, input.mnuId, auditStamp(request));
    changed(owner.usrId);
    return success(list);
  });
}
