import { STANDARD_FUNCTIONS } from '../../../core/auth/index.ts';
import type { authorities, roles } from '../schema.ts';
import { areaOf, type MenuRow } from './menuTree.ts';

/** Function ids granted per page menu (`mnuId:proIdVal:FUNCTION`). */
export const SEED_FUNCTIONS = STANDARD_FUNCTIONS;

/** Areas whose pages the STAFF role may use (search only). */
export const STAFF_AREAS: readonly string[] = ['HOME', 'MP', 'CS'];

/** The roles the seed grants to. */
export const SEED_ROLES = ['ADMIN', 'OPERATOR', 'VIEWER', 'STAFF'] as const;
export type SeedRole = (typeof SEED_ROLES)[number];

/** The seeded roles as records (권한 관리 lists and renames them), in this order. */
export function seedRoles(): Array<typeof roles.$inferInsert> {
  const names: Record<SeedRole, [string, string]> = {
    ADMIN: ['관리자', '모든 메뉴와 기능'],
    OPERATOR: ['운영자', '업무 화면의 조회, 저장, 삭제, 엑셀'],
    VIEWER: ['조회자', '업무 화면의 조회만'],
    STAFF: ['직원', '홈, 마이페이지, 고객센터의 조회만'],
  };
  return SEED_ROLES.map((roleId, i) => ({
    roleId,
    roleNm: names[roleId][0],
    roleDesc: names[roleId][1],
    srtNo: i + 1,
  }));
}

/** Programs of the console's own administration (메뉴 관리, 계정 잠금 관리, …): ADMIN's alone. */
const SYSTEM_PROGRAM = /^SYSTEM_/;

/**
 * A business screen: every page but the console's administration (a `SYSTEM_…` program) and the
 * component documentation (`/docs`).
 */
function isBusinessPage(m: MenuRow): boolean {
  return !SYSTEM_PROGRAM.test(m.proIdVal ?? '') && areaOf(m.mnuUrl!) !== 'docs';
}

/**
 * Role authorities over the page menus:
 * - ADMIN (관리자): every function of every page, the standard four and the screen's own (`screenFunctions`
 *   of the page's URL, e.g. UNMASK on 회원 조회);
 * - OPERATOR (운영자): every function (SEARCH, SAVE, DELETE, EXCEL) of the business pages;
 * - VIEWER (조회자): SEARCH only on the business pages;
 * - STAFF (직원): SEARCH only on the pages of 홈, 마이페이지 and 고객센터.
 */
export function buildRoleAuthorities(
  menus: readonly MenuRow[],
  screenFunctions: (url: string) => readonly string[] = () => [],
): Array<typeof authorities.$inferInsert> {
  const rows: Array<typeof authorities.$inferInsert> = [];
  const grant = (roleId: SeedRole, m: MenuRow, fn: string) =>
    rows.push({ roleId, usrId: null, authority: `${m.mnuId}:${m.proIdVal ?? ''}:${fn}` });
  const pages = menus.filter((m) => m.mnuUrl);
  for (const m of pages) {
    const own = screenFunctions(m.mnuUrl!).filter(
      (fn) => !(SEED_FUNCTIONS as readonly string[]).includes(fn),
    );
    for (const fn of [...SEED_FUNCTIONS, ...new Set(own)]) grant('ADMIN', m, fn);
  }
  const business = pages.filter(isBusinessPage);
  for (const m of business) for (const fn of SEED_FUNCTIONS) grant('OPERATOR', m, fn);
  for (const m of business) grant('VIEWER', m, 'SEARCH');
  for (const m of pages) if (STAFF_AREAS.includes(areaOf(m.mnuUrl!))) grant('STAFF', m, 'SEARCH');
  return rows;
}
