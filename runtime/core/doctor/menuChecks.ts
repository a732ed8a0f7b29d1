import { type Device, fitsDevice, nearestRoute } from '../menu/index.ts';
import { DOCTOR_CODES, type DoctorFinding } from './doctorFinding.ts';
import { type DoctorContext, type DoctorMenu, menuSubject } from './doctorInput.ts';

/** DOC101: a menu URL that opens nothing. */
export function menuUrlsWithoutRoute(c: DoctorContext): DoctorFinding[] {
  const out: DoctorFinding[] = [];
  for (const m of c.menus) {
    if (!m.mnuUrl || c.opens(m.mnuUrl)) continue;
    const near = nearestRoute(m.mnuUrl, c.routes);
    out.push({
      code: DOCTOR_CODES.menuUrlNotRoute,
      subject: menuSubject(m),
      message: `mnuUrl "${m.mnuUrl}" is the route of no screen`,
      fix:
        `in 메뉴 관리 set its URL to a screen's route${near ? ` (did you mean "${near}"?)` : ''}, ` +
        'add a screen for it (`npx console new screen <route>`), or remove the menu',
    });
  }
  return out;
}

/** Why nobody's login can land on a menu; undefined when it can be opened. */
function unreachableBecause(c: DoctorContext, m: DoctorMenu): string | undefined {
  if (!m.mnuUrl) return 'it has no mnuUrl (a folder opens no page)';
  if (!c.opens(m.mnuUrl)) return `its mnuUrl "${m.mnuUrl}" is the route of no screen`;
  return undefined;
}

/** A role or user that can open the menu: public (`authScopCd 03`) or some authority names it. */
const granted = (c: DoctorContext, m: DoctorMenu) => m.authScopCd === '03' || c.menuGranted.has(m.mnuId);

/** DOC103: default menus (the system's and users' favourite defaults) that cannot be opened. */
export function unreachableDefaultMenus(c: DoctorContext): DoctorFinding[] {
  const out: DoctorFinding[] = [];
  const code = DOCTOR_CODES.defaultMenuUnreachable;
  for (const m of c.menus) {
    if (m.defMnuYn !== 'Y') continue;
    const why = unreachableBecause(c, m);
    if (why)
      out.push({
        code,
        subject: menuSubject(m),
        message: `is the default menu (defMnuYn Y), but ${why}`,
        fix: "make a page whose URL is a screen's route the default menu (defMnuYn Y) instead, or fix its URL",
      });
    else if (!granted(c, m))
      out.push({
        code,
        subject: menuSubject(m),
        message: 'is the default menu (defMnuYn Y), but no role or user holds authority for it',
        fix: `grant it to the roles that log in (e.g. the authority "${m.mnuId}:${m.proIdVal ?? ''}:SEARCH"), or make another page the default`,
      });
  }
  const authoritiesOf = userAuthorities(c);
  for (const fav of c.input.userMenus) {
    if (fav.defMnuYn !== 'Y' || fav.sysCd !== c.input.systemCode) continue;
    const m = c.menuById.get(fav.mnuId);
    const fix = `the user picks another default favourite (기본 메뉴로 지정), or clear it (/api/system/usermenu/def)`;
    const subject = `user ${fav.usrId}'s default favourite ${m ? menuSubject(m) : `menu ${fav.mnuId}`}`;
    if (!m) {
      out.push({ code, subject, message: 'names a menu this system does not have', fix });
      continue;
    }
    const why =
      unreachableBecause(c, m) ??
      (m.authScopCd === '03' || authoritiesOf(fav.usrId).has(m.mnuId)
        ? undefined
        : 'the user holds no authority for it');
    if (why) out.push({ code, subject, message: `cannot be opened: ${why}`, fix });
  }
  return out;
}

/** Per user, the menu ids their authorities (their role's and their own) name. */
function userAuthorities(c: DoctorContext): (usrId: string) => ReadonlySet<string> {
  const roleOf = new Map(c.input.users.map((u) => [u.usrId, u.roleId] as const));
  const memo = new Map<string, Set<string>>();
  return (usrId) => {
    let ids = memo.get(usrId);
    if (!ids) {
      ids = new Set();
      const roleId = roleOf.get(usrId);
      for (const a of c.input.authorities) {
        if (a.usrId !== usrId && (roleId == null || a.roleId !== roleId)) continue;
        const [menuId, programId] = a.authority.split(':');
        if (programId !== undefined) ids.add(menuId!).add(programId);
      }
      memo.set(usrId, ids);
    }
    return ids;
  };
}

const DEVICES: readonly Device[] = ['DESKTOP', 'MOBILE'];
const SCOPE_OF: Record<Device, string> = { DESKTOP: 'D', MOBILE: 'M' };

/**
 * DOC104: a displayed menu whose device scope includes a device on which none of its displayed
 * children shows: an empty folder there (when it is visible itself), or a scope that says the
 * opposite of its content. Hidden children (`dpYn N`) do not count; they hide on purpose.
 */
export function deviceScopesHidingChildren(c: DoctorContext): DoctorFinding[] {
  const children = new Map<string, DoctorMenu[]>();
  for (const m of c.menus) {
    if (!m.uprMnuId || m.dpYn !== 'Y') continue;
    const list = children.get(m.uprMnuId) ?? [];
    list.push(m);
    children.set(m.uprMnuId, list);
  }
  const out: DoctorFinding[] = [];
  for (const parent of c.menus) {
    const kids = children.get(parent.mnuId);
    if (!kids || parent.dpYn !== 'Y') continue;
    for (const device of DEVICES) {
      if (!fitsDevice(parent.mnuDvcScopCd, device) || kids.some((k) => fitsDevice(k.mnuDvcScopCd, device)))
        continue;
      const scopes = [...new Set(kids.map((k) => k.mnuDvcScopCd ?? ''))].sort();
      const only = scopes.length === 1 && (scopes[0] === 'D' || scopes[0] === 'M') ? scopes[0] : undefined;
      out.push({
        code: DOCTOR_CODES.deviceScopeHidesChildren,
        subject: menuSubject(parent),
        message:
          `shows on ${device} (mnuDvcScopCd ${parent.mnuDvcScopCd || 'empty'}), but none of its ` +
          `${kids.length} displayed children does (their mnuDvcScopCd: ${scopes.map((s) => s || 'empty').join(', ')})`,
        fix: only
          ? `set its mnuDvcScopCd to ${only}, like its children, or let a child show on ${device} (mnuDvcScopCd A or ${SCOPE_OF[device]})`
          : `let a child show on ${device} (mnuDvcScopCd A or ${SCOPE_OF[device]}), or narrow its own mnuDvcScopCd`,
      });
    }
  }
  return out;
}
