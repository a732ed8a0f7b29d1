import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoleRecord } from '../../../schemas/api/roleAdmin.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { functionsOnMenu, menuAuthorityIndex } from '../../core/auth/index.ts';
import { menuTreeOrder } from '../../core/menu/index.ts';
import { authorities, roles, type SeedScreen, users } from '../db/index.ts';
import { apiRoute, auditStamp, type PluginOptions, success, updateStamp } from '../platform/index.ts';
import { adminAuditWriter } from './adminAuditWriter.ts';
import { grantableFunctions, screenOfMenu, sortFunctions } from './grantableFunctions.ts';
import { findRole, listRoles, roleAuthorities } from './roleStore.ts';
import { systemErrors } from './systemErrors.ts';

export interface RoleApiOptions extends PluginOptions {
  /** The screens of the build (what each menu's screen may be granted); undefined: none known. */
  screens?: (() => readonly SeedScreen[] | undefined) | undefined;
}

/** `menuId:programId:function` split; fewer than two parts name no menu. */
const partsOf = (authority: string) => authority.split(':');

/** A role's authority strings on the menus `ids` as grant tokens: `mnuId`, `mnuId:FUNCTION`; sorted. */
function grantTokens(held: readonly string[], ids: ReadonlySet<string>): string[] {
  const tokens = new Set<string>();
  for (const a of held) {
    const parts = partsOf(a);
    const [menu, , fn] = parts;
    if (parts.length < 2 || menu === undefined || !ids.has(menu)) continue;
    tokens.add(menu);
    if (fn) tokens.add(`${menu}:${fn}`);
  }
  return [...tokens].sort();
}

/** Grant tokens by menu: each menu named, with the functions named on it (a function implies the menu). */
function tokensByMenu(tokens: readonly string[]): Map<string, string[]> {
  const byMenu = new Map<string, string[]>();
  for (const token of tokens) {
    const [menu, fn] = token.split(':') as [string, string | undefined];
    const list = byMenu.get(menu) ?? [];
    if (fn && !list.includes(fn)) list.push(fn);
    byMenu.set(menu, list);
  }
  return byMenu;
}

/**
 * Roles and their grants, bound to the SYSTEM_ROLE program (권한 관리): list and read (menu
 * authority), add, edit and save grants (SAVE), remove (DELETE). Every write is recorded in
 * `admin_audit_logs` with its before and after, in its transaction. A grant change reaches every
 * open console at once: the server's caches hear the table change, and the event stream tells each
 * console to read its user's authorities again (no new login).
 */
export async function roleAdminApi(app: FastifyInstance, options: RoleApiOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const systemCode = options.config.management.systemCode;
  const audit = adminAuditWriter(now);
  const authorityChanged = (roleId: string) =>
    app.events
      .publish('authority', { roleId })
      .catch((error: Error) => app.log.warn({ err: error }, 'authority event not sent'));
  /** The caller's own role may not be switched off or removed: they would lock themselves out. */
  const ownRole = async (request: FastifyRequest, roleId: string) => {
    const caller = request.user?.usrId;
    if (!caller) return false;
    const [account] = await app.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.usrId, caller))
      .limit(1);
    return account?.roleId === roleId;
  };

  apiRoute(app, API_ROUTES['role.list'], async () => success(await listRoles(app.db)));

  apiRoute(app, API_ROUTES['role.add'], async (request) => {
    const input = request.body;
    const stamp = auditStamp(request, new Date(now()));
    const added = await app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(roles)
        .values({
          roleId: input.roleId,
          roleNm: input.roleNm,
          roleDesc: input.roleDesc ?? null,
          useYn: input.useYn,
          srtNo: input.srtNo ?? 0,
          ...stamp,
        })
        .onConflictDoNothing()
        .returning({ roleId: roles.roleId });
      if (!inserted.length) throw systemErrors.roleExists(input.roleId);
      const after = (await findRole(tx, input.roleId)) as RoleRecord;
      await audit(request, tx, 'role.add', input.roleId, null, after);
      return after;
    });
    return success(added);
  });

  apiRoute(app, API_ROUTES['role.edit'], async (request) => {
    const { roleId, ...fields } = request.body;
    if (fields.useYn === 'N' && (await ownRole(request, roleId))) throw systemErrors.ownRole();
    const stamp = updateStamp(auditStamp(request, new Date(now())));
    const after = await app.db.transaction(async (tx) => {
      const before = await findRole(tx, roleId);
      if (!before) throw systemErrors.roleMissing(roleId);
      await tx
        .update(roles)
        .set({ ...fields, ...stamp })
        .where(eq(roles.roleId, roleId));
      const after = (await findRole(tx, roleId)) as RoleRecord;
      await audit(request, tx, 'role.edit', roleId, before, after);
      return after;
    });
    return success(after);
  });

  apiRoute(app, API_ROUTES['role.remove'], async (request) => {
    const { roleId } = request.body;
    if (await ownRole(request, roleId)) throw systemErrors.ownRole();
    const removed = await app.db.transaction(async (tx) => {
      const before = await findRole(tx, roleId);
      if (!before) throw systemErrors.roleMissing(roleId);
      if (before.userCount > 0) throw systemErrors.roleInUse(roleId, before.userCount);
      const grants = await roleAuthorities(tx, roleId);
      await tx.delete(authorities).where(and(eq(authorities.roleId, roleId), isNull(authorities.usrId)));
      await tx.delete(roles).where(eq(roles.roleId, roleId));
      await audit(request, tx, 'role.remove', roleId, { ...before, authorities: grants }, null);
      return before;
    });
    await authorityChanged(roleId);
    return success(removed);
  });

  /** The system's menus in tree order, each with what its screen may be granted. */
  const grantableMenus = async () => {
    const menus = (await app.menus.all()).list.filter((m) => m.sysCd === systemCode);
    const screens = options.screens?.();
    return menuTreeOrder(menus).map(({ menu, depth }) => {
      const screen = screens && screenOfMenu(screens, menu);
      return {
        menu,
        depth,
        functions: screen ? grantableFunctions(screen, options.config.apis) : menu.mnuUrl ? ['SEARCH'] : [],
        known: screens !== undefined,
      };
    });
  };

  apiRoute(app, API_ROUTES['role.grants'], async (request) => {
    const role = await findRole(app.db, request.params.roleId);
    if (!role) throw systemErrors.roleMissing(request.params.roleId);
    const held = await roleAuthorities(app.db, role.roleId);
    const menus = await grantableMenus();
    const ids = new Set(menus.map((m) => m.menu.mnuId));
    // Menu and function authority as the guard reads them (runtime/core/auth).
    const holdsMenu = menuAuthorityIndex(held);
    return success({
      roleId: role.roleId,
      roleNm: role.roleNm,
      menus: menus.map(({ menu, depth, functions }) => {
        const grantedFunctions = sortFunctions(functionsOnMenu(held, menu.mnuId));
        return {
          mnuId: menu.mnuId,
          mnuNm: menu.mnuNm,
          uprMnuId: menu.uprMnuId,
          depth,
          mnuUrl: menu.mnuUrl,
          proIdVal: menu.proIdVal,
          functions: sortFunctions([...functions, ...grantedFunctions]),
          granted: holdsMenu(menu.mnuId),
          grantedFunctions,
        };
      }),
      grants: grantTokens(held, ids),
      other: held.filter((a) => {
        const p = partsOf(a);
        return p.length < 2 || !ids.has(p[0]!);
      }),
    });
  });

  apiRoute(app, API_ROUTES['role.saveGrants'], async (request) => {
    const { roleId } = request.body;
    const menus = await grantableMenus();
    const byId = new Map(menus.map((m) => [m.menu.mnuId, m]));
    // What the role holds stays grantable (saving what was read never fails), so a function a
    // screen no longer uses can still be kept or taken away.
    const held = new Set(await roleAuthorities(app.db, roleId));
    const wanted: string[] = [];
    for (const [mnuId, functions] of tokensByMenu(request.body.grants)) {
      const entry = byId.get(mnuId);
      if (!entry) throw systemErrors.grantUnknownMenu(mnuId);
      const prefix = `${mnuId}:${entry.menu.proIdVal ?? ''}`;
      if (functions.length === 0) wanted.push(prefix);
      for (const fn of functions) {
        // With the build's screens known, only what the screen uses may be granted.
        if (entry.known && !entry.functions.includes(fn) && !held.has(`${prefix}:${fn}`))
          throw systemErrors.grantUnknownFunction(entry.menu.mnuNm, fn, entry.functions);
        wanted.push(`${prefix}:${fn}`);
      }
    }
    const next = [...new Set(wanted)].sort();
    // Taking SAVE on this very screen away from one's own role would lock the caller out of it.
    const menuId = request.headers[options.config.api.headers.menuId.toLowerCase()];
    if (typeof menuId === 'string' && (await ownRole(request, roleId))) {
      if (!next.some((a) => a.startsWith(`${menuId}:`) && a.endsWith(':SAVE'))) throw systemErrors.ownRole();
    }
    const stamp = auditStamp(request, new Date(now()));
    const saved = await app.db.transaction(async (tx) => {
      const role = await findRole(tx, roleId);
      if (!role) throw systemErrors.roleMissing(roleId);
      const before = await roleAuthorities(tx, roleId);
      // Grants naming a menu of this system are replaced, and grants of menus removed since are
      // dropped; another system's are kept.
      const anySystem = (await app.menus.all()).byId;
      const replaced = before.filter((a) => {
        const menuId = partsOf(a)[0]!;
        return byId.has(menuId) || !anySystem.has(menuId);
      });
      if (replaced.length) {
        await tx
          .delete(authorities)
          .where(
            and(
              eq(authorities.roleId, roleId),
              isNull(authorities.usrId),
              inArray(authorities.authority, replaced),
            ),
          );
      }
      if (next.length) {
        await tx
          .insert(authorities)
          .values(next.map((authority) => ({ roleId, usrId: null, authority, ...stamp })))
          .onConflictDoNothing();
      }
      const after = await roleAuthorities(tx, roleId);
      await audit(request, tx, 'role.saveGrants', roleId, before, after);
      return after;
    });
    await authorityChanged(roleId);
    request.log.info({ roleId, grants: saved.length }, 'role grants saved');
    return success({ roleId, authorities: saved });
  });
}
