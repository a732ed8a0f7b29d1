import { STANDARD_FUNCTIONS } from '../auth/index.ts';
import { routeKey } from '../menu/index.ts';
import { DOCTOR_CODES, type DoctorFinding } from './doctorFinding.ts';
import { type DoctorContext, menuSubject } from './doctorInput.ts';

/** Functions every page may be granted (the seed grants them everywhere), whatever its screen uses. */
const STANDARD = new Set<string>(STANDARD_FUNCTIONS);

/**
 * DOC107: a role's authority that names a menu no system has any more, or (on a page whose screen
 * is known) a function other than the standard four that the screen no longer uses.
 */
export function grantsGone(c: DoctorContext): DoctorFinding[] {
  if (!c.input.roles) return [];
  const known = new Set(c.input.allMenuIds ?? c.menus.map((m) => m.mnuId));
  const out: DoctorFinding[] = [];
  for (const a of c.input.authorities) {
    if (a.roleId === null || a.usrId !== null) continue;
    const [menuId, , fncId] = a.authority.split(':');
    if (!menuId) continue;
    if (!known.has(menuId)) {
      out.push({
        code: DOCTOR_CODES.grantGone,
        subject: `role ${a.roleId}`,
        message: `grants "${a.authority}", but menu ${menuId} no longer exists`,
        fix: `save the role's grants again on 권한 관리 (it drops grants of removed menus), or remove the authority "${a.authority}"`,
      });
      continue;
    }
    const menu = c.menuById.get(menuId);
    if (!fncId || STANDARD.has(fncId) || !menu?.mnuUrl) continue;
    const key = routeKey(menu.mnuUrl);
    const screen = c.input.screens.find(
      (s) => (s.menuId ?? undefined) === menuId || routeKey(s.path) === key,
    );
    if (!screen || (screen.fncIds ?? []).includes(fncId)) continue;
    const usedByApi = (screen.apis ?? []).some((name) => c.input.apis[name]?.fncId === fncId);
    if (usedByApi) continue;
    out.push({
      code: DOCTOR_CODES.grantGone,
      subject: `role ${a.roleId}`,
      message: `grants function ${fncId} on ${menuSubject(menu)}, but its screen ${screen.path} no longer uses it`,
      fix: `take ${fncId} away on 권한 관리, or give the screen its button back`,
    });
  }
  return out;
}

/** DOC108: a page menu that no role or user holds and that is not public: nobody can open it. */
export function menusHeldByNobody(c: DoctorContext): DoctorFinding[] {
  if (!c.input.roles) return [];
  return c.menus
    .filter((m) => m.mnuUrl && m.authScopCd !== '03' && !c.menuGranted.has(m.mnuId))
    .map((m) => ({
      code: DOCTOR_CODES.menuHeldByNobody,
      subject: menuSubject(m),
      message: 'no role or user holds it and it is not public: nobody can open it',
      fix: `grant it to a role on 권한 관리 (at least "${m.mnuId}:${m.proIdVal ?? ''}:SEARCH"), or remove the menu`,
    }));
}

/** DOC109: a user without a role, or whose role is no role of the roles table, or one not in use. */
export function usersWithoutRole(c: DoctorContext): DoctorFinding[] {
  const roles = c.input.roles;
  if (!roles) return [];
  const inUse = new Map(roles.map((r) => [r.roleId, r.useYn !== 'N']));
  return c.input.users
    .filter((u) => u.roleId === null || inUse.get(u.roleId) !== true)
    .map((u) => ({
      code: DOCTOR_CODES.userRoleMissing,
      subject: `user ${u.usrId}`,
      message:
        u.roleId === null
          ? 'has no role: only the authorities granted to the user alone apply'
          : inUse.has(u.roleId)
            ? `has role ${u.roleId}, which is not in use (useYn N): its grants still apply`
            : `has role ${u.roleId}, which is no role of 권한 관리`,
      fix: `give the user a role in use on 사용자 관리${u.roleId && !inUse.has(u.roleId) ? `, or add role ${u.roleId} on 권한 관리` : ''}`,
    }));
}
