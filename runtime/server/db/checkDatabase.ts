import { asc, eq } from 'drizzle-orm';
import {
  type DoctorApi,
  type DoctorFinding,
  type DoctorScreen,
  reconcileConsole,
} from '../../core/doctor/index.ts';
import type { Queryable } from './dbTypes.ts';
import { authorities, menus, roles as roleTable, userMenus, users } from './schema.ts';

export interface CheckDatabaseOptions {
  /** Config `management.systemCode`: whose menus and favourites are checked. */
  systemCode: string;
  /** Config `auth.loginPath`: the screen that needs no menu. */
  loginPath: string;
  /** The screens of the code (a compile's, or `build-meta.json`'s). */
  screens: readonly DoctorScreen[];
  /** Config `apis` (declared APIs), by name. */
  apis: Readonly<Record<string, DoctorApi>>;
}

export interface CheckDatabaseResult {
  findings: DoctorFinding[];
  /** The system's menus whose IP limit is on, as `id "name"` (for ipLimitProxyHint). */
  ipLimitedMenus: string[];
  /** How much was compared: the system's menus, the screens and the declared APIs. */
  checked: { menus: number; screens: number; apis: number };
}

/**
 * `console doctor`'s check (the server runs it at start too): reads the system's menus and
 * favourites, the authorities and the users' roles, and reconciles them with the code's screens and
 * declared APIs (`reconcileConsole`). Reads only.
 */
export async function checkDatabase(
  db: Queryable,
  options: CheckDatabaseOptions,
): Promise<CheckDatabaseResult> {
  const menuRows = await db
    .select({
      mnuId: menus.mnuId,
      sysCd: menus.sysCd,
      mnuNm: menus.mnuNm,
      uprMnuId: menus.uprMnuId,
      mnuUrl: menus.mnuUrl,
      proIdVal: menus.proIdVal,
      dpYn: menus.dpYn,
      mnuDvcScopCd: menus.mnuDvcScopCd,
      authScopCd: menus.authScopCd,
      defMnuYn: menus.defMnuYn,
      ipLmtYn: menus.ipLmtYn,
    })
    .from(menus)
    .where(eq(menus.sysCd, options.systemCode))
    .orderBy(asc(menus.mnuId));
  const grants = await db
    .select({ authority: authorities.authority, roleId: authorities.roleId, usrId: authorities.usrId })
    .from(authorities);
  const roles = await db.select({ usrId: users.usrId, roleId: users.roleId }).from(users);
  const favourites = await db
    .select({
      usrId: userMenus.usrId,
      sysCd: userMenus.sysCd,
      mnuId: userMenus.mnuId,
      defMnuYn: userMenus.defMnuYn,
    })
    .from(userMenus)
    .where(eq(userMenus.defMnuYn, 'Y'))
    .orderBy(asc(userMenus.usrId), asc(userMenus.mnuId));
  const roleRows = await db.select({ roleId: roleTable.roleId, useYn: roleTable.useYn }).from(roleTable);
  const allMenuIds = (await db.select({ mnuId: menus.mnuId }).from(menus)).map((m) => m.mnuId);
  const findings = reconcileConsole({
    ...options,
    roles: roleRows,
    allMenuIds,
    menus: menuRows,
    authorities: grants,
    users: roles,
    userMenus: favourites,
  });
  return {
    findings,
    ipLimitedMenus: menuRows.filter((m) => m.ipLmtYn === 'Y').map((m) => `${m.mnuId} "${m.mnuNm}"`),
    checked: {
      menus: menuRows.length,
      screens: options.screens.length,
      apis: Object.keys(options.apis).length,
    },
  };
}
