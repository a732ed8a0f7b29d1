import { declaredApiFunction, NO_FUNCTION } from '../auth/index.ts';
import { routeKey } from '../menu/index.ts';
import { DOCTOR_CODES, type DoctorFinding } from './doctorFinding.ts';
import { type DoctorApi, type DoctorContext, menusOf } from './doctorInput.ts';

/** DOC102: a screen no menu of the system opens (the login page needs none). */
export function screensWithoutMenu(c: DoctorContext): DoctorFinding[] {
  const login = routeKey(c.input.loginPath);
  return c.input.screens
    .filter((s) => routeKey(s.path) !== login && menusOf(c, s).length === 0)
    .map((s) => ({
      code: DOCTOR_CODES.screenWithoutMenu,
      subject: `screen ${s.path}`,
      message:
        (s.menuId === undefined
          ? `no menu of system ${c.input.systemCode} has this mnuUrl`
          : `its menuId ${s.menuId} is no menu of system ${c.input.systemCode}`) +
        ': it is in no menu tree, and the guard checks no menu authority for it (any logged-in user may open it)',
      fix:
        s.menuId === undefined
          ? `run \`npx console db seed\` (adds a menu and the ADMIN authorities for every screen without one), or add a menu with mnuUrl ${s.path} in 메뉴 관리`
          : `add menu ${s.menuId} in 메뉴 관리, or correct or remove \`menuId\` in the screen's manifest`,
    }));
}

/**
 * DOC105: a function a screen needs that no authority grants on any of its menus, so its button
 * never shows (a `fncId` of a button or row action) or its call is always refused (the `fncId` of a
 * declared API it binds, SAVE for a write that names none). Screens without a menu are DOC102's.
 */
export function functionsNotGranted(c: DoctorContext): DoctorFinding[] {
  const out: DoctorFinding[] = [];
  for (const s of c.input.screens) {
    const menus = menusOf(c, s);
    if (menus.length === 0) continue;
    const needs = new Map<string, string>();
    for (const fncId of s.fncIds ?? []) needs.set(fncId, `its fncId ${fncId}`);
    for (const api of s.apis ?? []) {
      const declared = c.input.apis[api];
      const fncId =
        declared && declaredApiFunction({ method: declared.method ?? 'GET', fncId: declared.fncId });
      if (fncId !== undefined && !needs.has(fncId))
        needs.set(fncId, `fncId ${fncId} (declared API ${api} needs it)`);
    }
    for (const [fncId, what] of needs) {
      if (menus.some((m) => c.functionsByMenu.get(m.mnuId)?.has(fncId))) continue;
      const [first] = menus;
      out.push({
        code: DOCTOR_CODES.functionNotGranted,
        subject: `screen ${s.path}`,
        message: `${what} is granted on none of its menus (${menus.map((m) => m.mnuId).join(', ')}): the function is refused to everyone`,
        fix: `grant the authority "${first!.mnuId}:${first!.proIdVal ?? ''}:${fncId}" to the roles that use it, or correct the fncId`,
      });
    }
  }
  return out;
}

/**
 * DOC110: a screen whose manifest names its program (`programId`) and a menu opening it of another
 * program: what is bound to the manifest's program (a management API's screens, a declared API's
 * `program`) refuses the screen's calls through that menu, and its grants name the menu's program.
 */
export function programsDiffering(c: DoctorContext): DoctorFinding[] {
  const out: DoctorFinding[] = [];
  for (const s of c.input.screens) {
    if (s.programId === undefined) continue;
    for (const m of menusOf(c, s)) {
      if ((m.proIdVal ?? '') === s.programId) continue;
      out.push({
        code: DOCTOR_CODES.programDiffers,
        subject: `screen ${s.path}`,
        message: `its programId ${s.programId} is not the program of menu ${m.mnuId} "${m.mnuNm}" (${m.proIdVal ?? 'none'}): what program ${s.programId} may call refuses it there (403)`,
        fix: `in 메뉴 관리 set the program of menu ${m.mnuId} to ${s.programId} and grant its functions again on 권한 관리 (a grant names the program: "${m.mnuId}:${s.programId}:SEARCH"), or correct programId in the manifest; \`npx console dev\` sets the program of a screen's menus to its manifest's`,
      });
    }
  }
  return out;
}

/**
 * DOC106: a declared API no screen binds, and whose `program` (if any) is no menu's: nothing may
 * call it.
 */
export function unusedApis(c: DoctorContext): DoctorFinding[] {
  const bound = new Set(c.input.screens.flatMap((s) => s.apis ?? []));
  const programs = new Set(c.menus.map((m) => m.proIdVal));
  return Object.entries(c.input.apis)
    .filter(([name, api]) => !bound.has(name) && (api.program === undefined || !programs.has(api.program)))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, api]) => ({
      code: DOCTOR_CODES.apiUnused,
      subject: `API ${name}`,
      message:
        api.program === undefined
          ? 'is declared under apis, but no screen binds it'
          : `is declared under apis, but no screen binds it and no menu has its program ${api.program}`,
      fix: `bind it in a screen (\`source: { api: ${name} }\` or an \`api: ${name}\` action), or remove it from apis in console.config.yaml`,
    }));
}

/** A declared API that opts out of function authority (`fncId: none`): menu authority lets a user call it. */
export interface ApiOptOut {
  name: string;
  method: string;
}

/**
 * The declared APIs with `fncId: none`, by name: not a disagreement (the doctor does not fail on
 * them) but a decision an auditor reviews, so the doctor lists every one.
 */
export function apiOptOuts(apis: Readonly<Record<string, DoctorApi>>): ApiOptOut[] {
  return Object.entries(apis)
    .filter(([, api]) => api.fncId === NO_FUNCTION)
    .map(([name, api]) => ({ name, method: api.method ?? 'GET' }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `opt-out API shop.x (POST): fncId none, …`: how the CLI prints an opt-out. */
export function formatOptOut(o: ApiOptOut): string {
  return `opt-out API ${o.name} (${o.method}): fncId none, so menu authority alone lets a user call it`;
}
